// Rockman's warm TypeScript compiler (see services/executor/warm.py and languages/typescript.py):
// one node, started once in its own long-lived sandbox, type-checking and emitting program
// after program as rockman_tsc.js and rockman_tsc_driver.js do, one process each.
//   node rockman_tsc_server.js TYPESCRIPT_DIR TYPE_ROOTS TSC_FLAG...
//
// Frames on fd 0 and fd 1: a 4-byte big-endian length (0 once at start, after a warm-up compile
// with the flags given: ready), then entries, each a 4-byte length and
// a key, a 4-byte length and a value. Request keys: "arg" (a tsc flag, in order), "mode"
// ("script": solution.ts + tests.ts as main.ts -> main.js; "driver": solution.ts +
// rockman_driver.ts -> solution.js + rockman_driver.js) and "file:<name>" (every file of the
// program's work folder). Reply keys: "exit" (the cold compiler's exit status), "diagnostics"
// (its stderr) and "file:<name>" for each emitted file.
//
// The program's files are a virtual work folder at the cold compile's path (/tmp): paths under
// it are answered from the request alone, never from disk, so a program sees exactly the files
// it would see cold; except the toolchain's own folders (TYPESCRIPT_DIR's node_modules and
// TYPE_ROOTS) and their parents, which a checkout under /tmp puts there (the sandbox binds them
// read-only into each run's /tmp). Everything else (the lib and @types files) is read once and its parsed
// SourceFile kept for the next program: that is the saving. Nothing here runs program code.
'use strict';
const fs = require('fs');
const path = require('path');

const [typescriptDir, typeRoots, ...startFlags] = process.argv.slice(2);
const ts = require(typescriptDir);
const WORK = '/tmp';
const out = fs.writeSync.bind(null, 1);
console.log = console.info = console.error; // frames only on fd 1
process.stdout.write = process.stderr.write.bind(process.stderr);

// The toolchain's folders, their contents and their parents are read from disk, even under /tmp.
const toolchainDirs = [path.dirname(path.resolve(typescriptDir)), path.resolve(typeRoots)];
const toolchainPath = (p) => p !== WORK && toolchainDirs.some(
  (d) => p === d || p.startsWith(d + '/') || d.startsWith(p + '/'));

const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => WORK,
  getNewLine: () => '\n',
};
const shared = new Map(); // lib and @types files: parsed once

function readExactly(n) {
  const buf = Buffer.alloc(n);
  let got = 0;
  while (got < n) {
    let r;
    try {
      r = fs.readSync(0, buf, got, n - got, null);
    } catch (e) {
      if (e.code === 'EAGAIN') continue;
      throw e;
    }
    if (r === 0) return null;
    got += r;
  }
  return buf;
}

function entries(buf) {
  const list = [];
  let i = 0;
  while (i < buf.length) {
    const kl = buf.readUInt32BE(i); i += 4;
    const key = buf.subarray(i, i + kl).toString('utf8'); i += kl;
    const vl = buf.readUInt32BE(i); i += 4;
    list.push([key, buf.subarray(i, i + vl)]); i += vl;
  }
  return list;
}

function frame(list) {
  const parts = [];
  for (const [key, value] of list) {
    const k = Buffer.from(key, 'utf8');
    const v = Buffer.isBuffer(value) ? value : Buffer.from(value, 'utf8');
    const kl = Buffer.alloc(4); kl.writeUInt32BE(k.length);
    const vl = Buffer.alloc(4); vl.writeUInt32BE(v.length);
    parts.push(kl, k, vl, v);
  }
  const body = Buffer.concat(parts);
  const head = Buffer.alloc(4); head.writeUInt32BE(body.length);
  return Buffer.concat([head, body]);
}

class Failure {
  constructor(diagnostics, note) {
    this.text = ts.formatDiagnostics(diagnostics, formatHost) + (note ? `${note}\n` : '');
  }
}

function compile(flags, mode, files) {
  const parsed = ts.parseCommandLine([...flags, '--typeRoots', typeRoots]);
  if (parsed.errors.length > 0) throw new Failure(parsed.errors);
  const options = parsed.options;
  const virtual = new Map(); // absolute path -> text
  for (const [name, text] of files) virtual.set(path.posix.join(WORK, name), text);
  const inWork = (p) => (p === WORK || p.startsWith(WORK + '/')) && !toolchainPath(p);
  const dirs = new Set([WORK]);
  for (const p of virtual.keys()) {
    for (let d = path.posix.dirname(p); inWork(d) && !dirs.has(d); d = path.posix.dirname(d)) {
      dirs.add(d);
    }
  }
  let roots;
  if (mode === 'script') {
    const programText = virtual.get(`${WORK}/solution.ts`) ?? '';
    const testCode = virtual.get(`${WORK}/tests.ts`) ?? '';
    const separator = programText.endsWith('\n') ? '' : '\n';
    virtual.set(`${WORK}/main.ts`, programText + separator + testCode);
    roots = ['main.ts'];
  } else {
    roots = ['solution.ts', 'rockman_driver.ts'];
  }
  const emitted = [];
  const host = ts.createCompilerHost(options);
  const readFromDisk = host.getSourceFile.bind(host);
  host.getCurrentDirectory = () => WORK;
  host.fileExists = (p) => (inWork(p) ? virtual.has(p) : ts.sys.fileExists(p));
  host.readFile = (p) => (inWork(p) ? virtual.get(p) : ts.sys.readFile(p));
  host.directoryExists = (p) => (inWork(p) ? dirs.has(p) : ts.sys.directoryExists(p));
  host.getDirectories = (p) => (inWork(p)
    ? [...dirs].filter((d) => path.posix.dirname(d) === p && d !== p).map((d) => path.posix.basename(d))
    : ts.sys.getDirectories(p));
  host.realpath = (p) => (inWork(p) ? p : (ts.sys.realpath ? ts.sys.realpath(p) : p));
  host.getSourceFile = (fileName, languageVersion, onError, shouldCreate) => {
    const absolute = path.posix.resolve(WORK, fileName);
    if (inWork(absolute)) {
      const text = virtual.get(absolute);
      return text === undefined ? undefined : ts.createSourceFile(fileName, text, languageVersion);
    }
    const key = `${absolute}\0${JSON.stringify(languageVersion)}`;
    let file = shared.get(key);
    if (file === undefined) {
      file = readFromDisk(fileName, languageVersion, onError, shouldCreate);
      if (file !== undefined) shared.set(key, file);
    }
    return file;
  };
  host.writeFile = (fileName, text) => {
    emitted.push([path.posix.relative(WORK, path.posix.resolve(WORK, fileName)), text]);
  };
  const program = ts.createProgram(roots, options, host);
  const diagnostics = ts.getPreEmitDiagnostics(program);
  if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) {
    throw new Failure(diagnostics);
  }
  if (mode === 'script') {
    // The program text must parse on its own, or it could open a comment that swallows the suite.
    const alone = ts.transpileModule(virtual.get(`${WORK}/solution.ts`) ?? '', {
      fileName: 'solution.ts',
      reportDiagnostics: true,
      compilerOptions: { target: options.target },
    });
    if (alone.diagnostics.length > 0) {
      throw new Failure(alone.diagnostics, 'rockman: the program text must parse without the test code');
    }
  }
  const result = program.emit();
  if (result.emitSkipped) throw new Failure(result.diagnostics);
  const warnings = diagnostics.length > 0 ? ts.formatDiagnostics(diagnostics, formatHost) : '';
  return { emitted, warnings };
}

try {
  compile(startFlags, 'driver', [['solution.ts', 'const x: number[] = [1];\n'],
    ['rockman_driver.ts', 'export {};\n']]);
} catch (e) {
  if (!(e instanceof Failure)) throw e;
}
out(Buffer.alloc(4)); // ready

for (;;) {
  const head = readExactly(4);
  if (head === null) break;
  const body = readExactly(head.readUInt32BE(0));
  if (body === null) break;
  const flags = [];
  const files = [];
  let mode = 'script';
  for (const [key, value] of entries(body)) {
    if (key === 'arg') flags.push(value.toString('utf8'));
    else if (key === 'mode') mode = value.toString('utf8');
    else if (key.startsWith('file:')) files.push([key.slice(5), value.toString('utf8')]);
  }
  let reply;
  try {
    const { emitted, warnings } = compile(flags, mode, files);
    reply = [['exit', '0'], ['diagnostics', warnings], ...emitted.map(([n, t]) => [`file:${n}`, t])];
  } catch (e) {
    if (!(e instanceof Failure)) throw e; // a crash: the sandbox starts a fresh compiler
    reply = [['exit', '2'], ['diagnostics', e.text]];
  }
  const data = frame(reply);
  for (let off = 0; off < data.length;) off += out(data, off, data.length - off);
}
