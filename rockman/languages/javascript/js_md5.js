// Stand-in for npm's js-md5 (HumanEval-X JavaScript/162), on node:crypto.
'use strict';
const crypto = require('crypto');

function bytes(message) {
  if (typeof message === 'string') return Buffer.from(message, 'utf8');
  if (message instanceof ArrayBuffer) return Buffer.from(message);
  if (ArrayBuffer.isView(message)) {
    return Buffer.from(message.buffer, message.byteOffset, message.byteLength);
  }
  if (Array.isArray(message)) return Buffer.from(message);
  throw new Error('input is invalid type');
}

function create() {
  const hash = crypto.createHash('md5');
  let result = null;
  const digest = () => (result === null ? (result = hash.digest()) : result);
  const hasher = {
    update(message) {
      hash.update(bytes(message));
      return hasher;
    },
    hex: () => digest().toString('hex'),
    toString: () => digest().toString('hex'),
    array: () => Array.from(digest()),
    digest: () => Array.from(digest()),
    arrayBuffer: () => new Uint8Array(digest()).buffer,
    buffer: () => new Uint8Array(digest()).buffer,
    base64: () => digest().toString('base64'),
  };
  return hasher;
}

const md5 = (message) => create().update(message).hex();
for (const name of ['hex', 'array', 'digest', 'arrayBuffer', 'buffer', 'base64']) {
  md5[name] = (message) => create().update(message)[name]();
}
md5.create = create;
md5.update = (message) => create().update(message);
md5.md5 = md5;
module.exports = md5;
