# bug: compares absolute values, so two equal non-zero charges also annihilate
def cancel_opposites(charges: list[int]) -> list[int]:
    stack: list[int] = []
    for charge in charges:
        if stack and abs(stack[-1]) == abs(charge):
            stack.pop()
        else:
            stack.append(charge)
    return stack
