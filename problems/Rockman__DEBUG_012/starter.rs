use std::cell::RefCell;
use std::rc::Rc;

fn run_editor(commands: Vec<String>) -> String {
    let mut text = Rc::new(RefCell::new(String::new()));
    let mut history: Vec<Rc<RefCell<String>>> = Vec::new();
    for command in &commands {
        let (action, arg) = command.split_once(' ').unwrap_or((command.as_str(), ""));
        match action {
            "type" => {
                history.push(text.clone());
                text.borrow_mut().push_str(arg);
            }
            "delete" => {
                history.push(text.clone());
                let k: usize = arg.parse().unwrap();
                let len = text.borrow().len();
                text.borrow_mut().truncate(len.saturating_sub(k));
            }
            "undo" => {
                if let Some(previous) = history.pop() {
                    text = previous;
                }
            }
            _ => {}
        }
    }
    let result = text.borrow().clone();
    result
}
