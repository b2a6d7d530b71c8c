"""`submit` takes a generated run's temperature, max_tokens and model from its manifest unless
flags say otherwise (the leaderboard's Temp and Tokens columns)."""

from __future__ import annotations

import argparse
import json

from rockman.client.leaderboard_commands import settings

MANIFEST = json.dumps(
    {
        "generation": {
            "endpoint": {"model": "m-7b"},
            "params": {"temperature": 0.8, "max_tokens": 512},
        }
    }
)


def flags(**given: object) -> argparse.Namespace:
    names = ("model_version", "model", "temperature", "max_tokens", "attempts")
    values: dict[str, object] = dict.fromkeys(names)
    values.update(given)
    return argparse.Namespace(**values)


def test_manifest_values_fill_what_the_flags_leave_out() -> None:
    s = settings(flags(), MANIFEST)
    assert (s.model, s.temperature, s.max_tokens) == ("m-7b", 0.8, 512)
    s = settings(flags(temperature=0.2, model="named"), MANIFEST)
    assert (s.model, s.temperature, s.max_tokens) == ("named", 0.2, 512)
    s = settings(flags(), "{}")  # a run of samples made elsewhere records none
    assert not s.HasField("temperature") and not s.HasField("max_tokens") and s.model == ""
