// Rockman TypeScript compile step for problem drivers
// (rockman/languages/typescript/toolchain.py): node rockman_tsc_driver.js TYPESCRIPT_DIR
// TYPE_ROOTS TSC_FLAG...
// solution.ts and rockman_driver.ts type-check as one program (every error counts) and are
// emitted as solution.js and rockman_driver.js.
'use strict';

const [typescriptDir, typeRoots, ...flags] = process.argv.slice(2);
const ts = require(typescriptDir);
const formatHost = {
  getCanonicalFileName: (name) => name,
  getCurrentDirectory: () => process.cwd(),
  getNewLine: () => '\n',
};
function fail(diagnostics) {
  process.stderr.write(ts.formatDiagnostics(diagnostics, formatHost));
  process.exit(2);
}

const parsed = ts.parseCommandLine([...flags, '--typeRoots', typeRoots]);
if (parsed.errors.length > 0) fail(parsed.errors);
const program = ts.createProgram(['solution.ts', 'rockman_driver.ts'], parsed.options);
const diagnostics = ts.getPreEmitDiagnostics(program);
if (diagnostics.some((d) => d.category === ts.DiagnosticCategory.Error)) fail(diagnostics);
const emitted = program.emit();
if (emitted.emitSkipped) fail(emitted.diagnostics);
if (diagnostics.length > 0) process.stderr.write(ts.formatDiagnostics(diagnostics, formatHost));
