#!/usr/bin/env node
// A Node.js client of Rockman's gRPC services (package rockman.v1), loading the .proto files at
// run time with @grpc/proto-loader: it lists a suite's problems from the registry, then sends
// one solution to the executor and prints the result, as one JSON object on stdout.
//
//   node client.js --registry 127.0.0.1:50051 --executor 127.0.0.1:50052 --token TOKEN \
//     --suite starter [--language python] --task Starter/MATH_001 --solution FILE [--completion]
//
// The token is a reader-role token (docs/registry.md); it travels as "authorization: Bearer".
'use strict';

const fs = require('fs');
const path = require('path');
const grpc = require('@grpc/grpc-js');
const protoLoader = require('@grpc/proto-loader');

const PROTO_ROOT = path.resolve(__dirname, '..', '..', 'protos');
const DEADLINE_MS = 120000;

function parseArgs(argv) {
  const args = { language: 'python', suite: 'starter', completion: false };
  for (let i = 0; i < argv.length; i++) {
    const flag = argv[i];
    if (flag === '--completion') {
      args.completion = true;
    } else if (flag.startsWith('--') && i + 1 < argv.length) {
      args[flag.slice(2)] = argv[++i];
    } else {
      throw new Error(`unexpected argument ${flag}`);
    }
  }
  for (const needed of ['registry', 'executor', 'task', 'solution']) {
    if (!args[needed]) throw new Error(`--${needed} is required`);
  }
  return args;
}

function loadServices() {
  const definition = protoLoader.loadSync(
    ['rockman/v1/registry.proto', 'rockman/v1/executor.proto'],
    { includeDirs: [PROTO_ROOT], keepCase: true, longs: String, enums: String, defaults: true },
  );
  return grpc.loadPackageDefinition(definition).rockman.v1;
}

function metadata(token) {
  const md = new grpc.Metadata();
  if (token) md.add('authorization', `Bearer ${token}`);
  return md;
}

function deadline() {
  return new Date(Date.now() + DEADLINE_MS);
}

function listProblems(registry, args) {
  const language = `LANGUAGE_${args.language.toUpperCase()}`;
  return new Promise((resolve, reject) => {
    const problems = [];
    let version = '';
    const page = (token) => {
      const request = { suite: args.suite, language, page_size: 50, page_token: token };
      registry.ListProblems(request, metadata(args.token), { deadline: deadline() }, (err, res) => {
        if (err) return reject(err);
        version = res.version;
        problems.push(...res.problems.map((p) => p.task_id));
        if (res.next_page_token) return page(res.next_page_token);
        return resolve({ version, problems });
      });
    };
    page('');
  });
}

function execute(executor, args, version) {
  return new Promise((resolve, reject) => {
    const call = executor.Execute(metadata(args.token), { deadline: deadline() });
    let result = null;
    let refused = null;  // a SampleError: this submission could not be judged (too large, ...)
    call.on('data', (response) => {
      if (response.error) refused = response.error;
      else result = response.result;
    });
    call.on('error', reject);
    call.on('end', () => (refused ? reject(new Error(refused.message)) : resolve(result)));
    call.write({
      submission: {
        task_id: args.task,
        language: `LANGUAGE_${args.language.toUpperCase()}`,
        version,
        sample_id: 'node-0',
        code: fs.readFileSync(args.solution, 'utf8'),
        code_kind: args.completion ? 'CODE_KIND_COMPLETION' : 'CODE_KIND_SOLUTION',
      },
    });
    call.end();
  });
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  const rockman = loadServices();
  const credentials = grpc.credentials.createInsecure();
  const options = { 'grpc.max_receive_message_length': 64 * 1024 * 1024 };
  const registry = new rockman.RegistryService(args.registry, credentials, options);
  const executor = new rockman.ExecutorService(args.executor, credentials);
  const { version, problems } = await listProblems(registry, args);
  if (!problems.includes(args.task)) {
    throw new Error(`${args.task} is not in ${args.suite} ${version} (${args.language})`);
  }
  const result = await execute(executor, args, version);
  registry.close();
  executor.close();
  const splits = {};
  for (const split of result.splits || []) {
    splits[split.split.replace('SPLIT_', '').toLowerCase()] = `${split.passed}/${split.total}`;
  }
  process.stdout.write(JSON.stringify({
    suite: args.suite,
    version,
    problems,
    task_id: result.task_id,
    verdict: result.verdict.replace('VERDICT_', ''),
    splits,
  }) + '\n');
}

main().catch((err) => {
  process.stderr.write(`rockman node client: error: ${err.details || err.message}\n`);
  process.exit(1);
});
