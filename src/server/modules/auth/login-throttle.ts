/**
 * Login throttling that an attacker cannot turn against the account's owner:
 * - per IP (every attempt; an IPv6 address counts as its /64): one address cannot try many accounts;
 * - per account and IP (every attempt, cleared by a success there): one address cannot guess one
 *   password; other addresses, the owner's among them, are not affected;
 * - per account across all IPs (failures only): never a block, only a delay that grows with the
 *   failures of the window, so a distributed guess slows down while the owner still gets in.
 * Password recovery has its own limits and always works.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { clientKey, type RateLimiter } from '../../core/rate-limit';

export const LOGIN_WINDOW_S = 15 * 60;
export const LOGIN_LIMITS = {
  perIp: 50,
  perAccountAndIp: 10,
  /** Failures of one account (any IP) before its logins start to wait. */
  freeFailures: 10,
  delayStepMs: 250,
  maxDelayMs: 3000,
};

const accountKey = (email: string) => email.trim().toLowerCase();

/** The delay for an account that failed `failures` times in the window (from any IP). */
export const loginDelayMs = (failures: number) =>
  Math.min(LOGIN_LIMITS.maxDelayMs, Math.max(0, failures - LOGIN_LIMITS.freeFailures) * LOGIN_LIMITS.delayStepMs);

export function loginThrottle(limiter: RateLimiter, wait: (ms: number) => Promise<unknown> = sleep) {
  return {
    /** Before checking the password: 429 over the per-IP or per-account-and-IP limit, else maybe a wait. */
    async before(email: string, address: string) {
      const acct = accountKey(email);
      const ip = clientKey(address);
      await limiter.hit(`login:ip:${ip}`, LOGIN_LIMITS.perIp, LOGIN_WINDOW_S);
      await limiter.hit(`login:acct-ip:${acct}|${ip}`, LOGIN_LIMITS.perAccountAndIp, LOGIN_WINDOW_S);
      const delay = loginDelayMs(await limiter.peek(`login:acct-fail:${acct}`, LOGIN_WINDOW_S));
      if (delay > 0) await wait(delay);
    },
    async failed(email: string) {
      await limiter.count(`login:acct-fail:${accountKey(email)}`, LOGIN_WINDOW_S);
    },
    async succeeded(email: string, address: string) {
      await limiter.reset(`login:acct-ip:${accountKey(email)}|${clientKey(address)}`);
    },
  };
}
