# bug: a guard meant to skip "empty" particles stops two neighbouring zeros from annihilating
def cancel_opposites(charges: list[int]) -> list[int]:
    stack: list[int] = []
    for charge in charges:
        if stack and charge != 0 and stack[-1] + charge == 0:
            stack.pop()
        else:
            stack.append(charge)
    return stack
