# bug: only a positive charge on the left can annihilate with the negative one arriving on its right
def cancel_opposites(charges: list[int]) -> list[int]:
    stack: list[int] = []
    for charge in charges:
        if stack and stack[-1] >= 0 and stack[-1] + charge == 0:
            stack.pop()
        else:
            stack.append(charge)
    return stack
