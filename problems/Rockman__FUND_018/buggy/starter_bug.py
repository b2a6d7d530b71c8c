# bug: (the bug shipped in the starter code) a booking inside the last block overwrites its end, shrinking the block
def busy_blocks(bookings: list[list[int]]) -> list[list[int]]:
    blocks: list[list[int]] = []
    for start, end in sorted(bookings):
        if blocks and start <= blocks[-1][1]:
            # the booking overlaps or touches the last block: extend that block
            blocks[-1][1] = end
        else:
            blocks.append([start, end])
    return blocks
