"""rockman/judging/retry.py: the one retry rule (sandbox faults only, a bounded number of
times, never after a cancel)."""

from __future__ import annotations

import threading

from rockman.judging.retry import Attempts


def test_a_fault_is_tried_again_up_to_the_retries() -> None:
    attempts = Attempts(retries=2)
    assert attempts.again(True) and attempts.count == 2
    assert attempts.again(True) and attempts.count == 3
    assert not attempts.again(True) and attempts.count == 3


def test_an_outcome_that_is_no_fault_is_final() -> None:
    attempts = Attempts(retries=5)
    assert not attempts.again(False) and attempts.count == 1


def test_the_budget_is_shared_by_the_steps_of_one_judgement() -> None:
    attempts = Attempts(retries=1)
    assert attempts.again(True)  # the compile faulted
    assert not attempts.again(True)  # then the run: no retry left
    assert attempts.count == 2


def test_nothing_is_tried_again_after_a_cancel() -> None:
    cancel = threading.Event()
    attempts = Attempts(retries=3, cancel=cancel)
    cancel.set()
    assert not attempts.again(True) and attempts.count == 1


def test_no_retries_means_one_attempt() -> None:
    assert not Attempts(retries=0).again(True)
