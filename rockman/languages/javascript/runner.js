// Rockman runner for assert-style JavaScript (and TypeScript emitted as JS):
// node rockman_run.js --run SCRIPT...  (see rockman/languages/javascript/toolchain.py)
'use strict';
const fs = require('fs');
const path = require('path');
const util = require('util');
const vm = require('vm');
const { createRequire } = require('module');

// Taken before any program code runs, so that replacing them later changes nothing here.
const apply = Reflect.apply;
const readSync = fs.readSync;
const writeSync = fs.writeSync;
const runInThisContext = vm.Script.prototype.runInThisContext;
const exit = process.exit;

function write(fd, text) {
  const data = Buffer.from(text);
  for (let done = 0; done < data.length; ) {
    try {
      done += writeSync(fd, data, done, data.length - done);
    } catch (err) {
      if (err.code !== 'EAGAIN') throw err;
    }
  }
}

// One line from fd 0, byte by byte: never waits for EOF, never reads past the newline.
function readNonce() {
  const byte = Buffer.alloc(1);
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let line = '';
  while (line.length <= 64) {
    let n;
    try {
      n = readSync(0, byte, 0, 1, null);
    } catch (err) {
      if (err.code === 'EAGAIN') {
        Atomics.wait(pause, 0, 0, 10);
        continue;
      }
      if (err.code === 'EOF') break;
      throw err;
    }
    if (n === 0 || byte[0] === 10) break;
    line += String.fromCharCode(byte[0]);
  }
  line = line.replace(/\r$/, '');
  if (!/^[0-9a-fA-F]{32}$/.test(line)) {
    write(2, 'rockman: expected a 32-hex-character nonce line on stdin\n');
    exit(2);
  }
  return line;
}

// console.assert only logs; the suites rely on it, so a failure must end the run.
function assert(value, ...message) {
  if (!value) {
    const detail = message.length > 0 ? `: ${util.format(...message)}` : '';
    const error = new Error(`Assertion failed${detail}`);
    Error.captureStackTrace(error, assert);
    throw error;
  }
}

const [mode, ...names] = process.argv.slice(2);
if (mode !== '--run' || names.length === 0) {
  write(2, 'usage: node rockman_run.js --run SCRIPT...\n');
  exit(2);
}
const nonce = readNonce();
// Every script is parsed before any runs: a syntax error anywhere runs nothing. It is reported
// as node reports an uncaught one, then as a compile error: the nonce marker and its own
// status, both written before any program code ran (compiled.run_verdict checks both).
const sources = names.map((name) => fs.readFileSync(name, 'utf8'));
let scripts;
try {
  scripts = names.map((name, i) => new vm.Script(sources[i], { filename: path.resolve(name) }));
} catch (err) {
  const report = err instanceof Error && typeof err.stack === 'string' ? err.stack : String(err);
  write(2, `${report}\n\nNode.js ${process.version}\n`);
  write(1, `\n${nonce} compile error\n`);
  exit(/*@PARSE_ERROR_EXIT*/65/*@*/);
}

// Non-configurable: the program can neither reassign console.assert nor shadow `console`.
Object.defineProperty(console, 'assert', { value: assert, writable: false, configurable: false });
Object.defineProperty(globalThis, 'console', {
  value: console,
  writable: false,
  enumerable: false,
  configurable: false,
});
// What a CommonJS module would see, for programs written as one.
const main = path.resolve(names[0]);
const programModule = { exports: {}, filename: main, id: '.', loaded: false };
Object.assign(globalThis, {
  require: createRequire(main),
  module: programModule,
  exports: programModule.exports,
  __filename: main,
  __dirname: path.dirname(main),
});

for (const script of scripts) apply(runInThisContext, script, []);
write(1, `\n${nonce}\n`);
