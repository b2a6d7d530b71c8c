# bug: malformed lines are removed before running, so jump distances over them change
import re

MOD = 1_000_000_007
STEP_LIMIT = 2000
_OPERAND = r"([a-h]|-?[0-9]+)"
_FORMS = {
    "set": re.compile(r"set ([a-h]) " + _OPERAND),
    "add": re.compile(r"add ([a-h]) " + _OPERAND),
    "sub": re.compile(r"sub ([a-h]) " + _OPERAND),
    "mul": re.compile(r"mul ([a-h]) " + _OPERAND),
    "jnz": re.compile(r"jnz " + _OPERAND + r" (-?[0-9]+)"),
    "out": re.compile(r"out " + _OPERAND),
}


def _parse(line: str):
    words = line.split()
    text = " ".join(words)
    if not words or words[0] not in _FORMS:
        return None
    m = _FORMS[words[0]].fullmatch(text)
    return (words[0],) + m.groups() if m else None


def run_program(program: list[str]) -> list[int]:
    code = [ins for ins in map(_parse, program) if ins is not None]
    regs = dict.fromkeys("abcdefgh", 0)

    def value(operand: str) -> int:
        return regs[operand] if operand in regs else int(operand) % MOD

    out = []
    ip = 0
    steps = 0
    while 0 <= ip < len(code) and steps < STEP_LIMIT:
        steps += 1
        ins = code[ip]
        if ins is None:
            ip += 1
            continue
        op = ins[0]
        if op == "jnz":
            if value(ins[1]) != 0:
                ip += int(ins[2])
                continue
        elif op == "out":
            out.append(value(ins[1]))
        elif op == "set":
            regs[ins[1]] = value(ins[2])
        elif op == "add":
            regs[ins[1]] = (regs[ins[1]] + value(ins[2])) % MOD
        elif op == "sub":
            regs[ins[1]] = (regs[ins[1]] - value(ins[2])) % MOD
        else:
            regs[ins[1]] = regs[ins[1]] * value(ins[2]) % MOD
        ip += 1
    return out
