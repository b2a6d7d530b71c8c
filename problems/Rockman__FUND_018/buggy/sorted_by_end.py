# bug: sorts the bookings by end instead of start, so a long early booking can be seen after a short one it contains
def busy_blocks(bookings: list[list[int]]) -> list[list[int]]:
    blocks: list[list[int]] = []
    for start, end in sorted(bookings, key=lambda b: b[1]):
        if blocks and start <= blocks[-1][1]:
            # the booking overlaps or touches the last block: extend that block
            blocks[-1][1] = max(blocks[-1][1], end)
        else:
            blocks.append([start, end])
    return blocks
