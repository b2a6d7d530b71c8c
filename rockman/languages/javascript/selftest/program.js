const add = (a, b) => a + b;
