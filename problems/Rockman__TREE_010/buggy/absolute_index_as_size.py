# bug: uses the root's absolute in-order position as the left subtree size, forgetting to subtract in_lo
def postorder_from(preorder: list[int], inorder: list[int]) -> list[int]:
    where = {value: i for i, value in enumerate(inorder)}
    out: list[int] = []

    def build(pre_lo: int, in_lo: int, length: int) -> None:
        # The subtree whose pre-order is preorder[pre_lo : pre_lo + length] and whose in-order
        # is inorder[in_lo : in_lo + length]; append its post-order to out.
        if length == 0:
            return
        root = preorder[pre_lo]
        left_size = min(where[root], length - 1)
        build(pre_lo + 1, in_lo, left_size)
        build(pre_lo + 1 + left_size, in_lo + left_size + 1, length - left_size - 1)
        out.append(root)

    build(0, 0, len(preorder))
    return out
