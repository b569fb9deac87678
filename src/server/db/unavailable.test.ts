import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describeConnectionError, isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['ECONNREFUSED', withCode('ECONNREFUSED')],
    ['ECONNRESET', withCode('ECONNRESET')],
    ['57P01 (admin shutdown)', withCode('57P01', 'terminating connection due to administrator command')],
    ['57P03 (cannot connect now)', withCode('57P03', 'the database system is starting up')],
    ['08006 (connection failure)', withCode('08006')],
    ['53300 (too many connections)', withCode('53300')],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly')],
    ['pg pool: connect timeout', new Error('timeout exceeded when trying to connect')],
    ['drizzle wrapping ECONNREFUSED', new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED'))],
    ['AggregateError of IPv4 and IPv6 attempts', new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')])],
  ])('%s: sí', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
  });

  it.each([
    ['unique violation', withCode('23505', 'duplicate key value')],
    ['syntax error', withCode('42601')],
    ['drizzle wrapping a bad query', new DrizzleQueryError('select nope', [], withCode('42703'))],
    ['a plain bug', new TypeError('Cannot read properties of undefined')],
    ['not an error', 'texto'],
    ['nothing', undefined],
  ])('%s: no', (_label, err) => {
    expect(isDatabaseUnavailable(err)).toBe(false);
  });

  it('describe the cause for the log', () => {
    expect(describeConnectionError(new DrizzleQueryError('select 1', [], withCode('ECONNREFUSED')))).toBe('ECONNREFUSED');
    expect(describeConnectionError(new Error('fetch failed', { cause: withCode('ENOTFOUND') }))).toBe('ENOTFOUND');
    expect(describeConnectionError(new Error('S3 HEAD 403'))).toBe('S3 HEAD 403');
  });
});
