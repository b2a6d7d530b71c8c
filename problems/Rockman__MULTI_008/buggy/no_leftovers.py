# bug: each need is crafted separately by recursion, so leftovers of one batch are never reused
def raw_materials(recipes: list[str], target: str, amount: int) -> dict[str, int]:
    # parse: "2 plank + 1 nail -> 3 box"
    makes: dict[str, tuple[int, list[tuple[int, str]]]] = {}
    for line in recipes:
        left, right = line.split(" -> ")
        out_qty, product = right.split(" ")
        inputs = []
        for part in left.split(" + "):
            qty, item = part.split(" ")
            inputs.append((int(qty), item))
        makes[product] = (int(out_qty), inputs)

    # order the craftable items reachable from the target so that every item comes before
    # all of its ingredients (reverse post-order of a depth-first search)
    order: list[str] = []
    done: set[str] = set()
    stack = [(target, False)]
    while stack:
        item, expanded = stack.pop()
        if expanded:
            order.append(item)
            continue
        if item in done or item not in makes:
            continue
        done.add(item)
        stack.append((item, True))
        for _, ingredient in makes[item][1]:
            if ingredient not in done:
                stack.append((ingredient, False))
    order.reverse()

    def craft(item: str, want: int, total: dict[str, int]) -> None:
        if item not in makes:
            total[item] = total.get(item, 0) + want
            return
        out_qty, inputs = makes[item]
        batches = -(-want // out_qty)
        for qty, ingredient in inputs:
            craft(ingredient, batches * qty, total)

    result: dict[str, int] = {}
    craft(target, amount, result)
    return result
