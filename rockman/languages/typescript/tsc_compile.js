// Rockman TypeScript compile step (rockman/languages/typescript/toolchain.py):
// node rockman_tsc.js TYPESCRIPT_DIR TYPE_ROOTS TSC_FLAG...
'use strict';
const fs = require('fs');

const [typescriptDir, typeRoots, ...flags] = process.argv.slice(2);
const ts = require(typescriptDir);
const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
function fail(diagnostics, note) {
  process.stderr.write(ts.formatDiagnostics(diagnostics, formatHost));
  if (note) process.stderr.write(`${note}\n`);
  process.exit(2);
}

const parsed = ts.parseCommandLine([...flags, '--typeRoots', typeRoots]);
if (parsed.errors.length > 0) fail(parsed.errors);
const options = parsed.options;
const programText = fs.readFileSync('solution.ts', 'utf8');
const testCode = fs.readFileSync('tests.ts', 'utf8');
const separator = programText.endsWith('\n') ? '' : '\n';
fs.writeFileSync('main.ts', programText + separator + testCode);

// The program and the suite type-check as one file: every error counts.
const program = ts.createProgram(['main.ts'], options);
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) fail(diagnostics);

// The program text must parse on its own, or it could open a comment that swallows the suite.
const alone = ts.transpileModule(programText, {
  fileName: 'solution.ts',
  reportDiagnostics: true,
  compilerOptions: { target: options.target },
});
if (alone.diagnostics.length > 0) {
  fail(alone.diagnostics, 'rockman: the program text must parse without the test code');
}

const emitted = program.emit();
if (emitted.emitSkipped) fail(emitted.diagnostics);
if (diagnostics.length > 0) process.stderr.write(ts.formatDiagnostics(diagnostics, formatHost));
