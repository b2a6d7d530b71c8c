console.assert(add(2, 3) === 5);
