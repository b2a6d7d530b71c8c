function runEditor(commands: string[]): string {
  let text: string[] = [];
  const history: string[][] = [];
  for (const command of commands) {
    const space = command.indexOf(" ");
    const action = space < 0 ? command : command.slice(0, space);
    const arg = space < 0 ? "" : command.slice(space + 1);
    if (action === "type") {
      history.push(text);
      text.push(...arg);
    } else if (action === "delete") {
      history.push(text);
      const k = parseInt(arg, 10);
      text.length = Math.max(0, text.length - k);
    } else if (action === "undo") {
      if (history.length > 0) {
        text = history.pop()!;
      }
    }
  }
  return text.join("");
}
