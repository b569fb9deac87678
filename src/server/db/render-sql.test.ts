import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { jobs } from './schema';
import { renderSql } from './render-sql';
import { intArray } from './sql';

const drizzle = new PgDialect();

describe('renderSql', () => {
  it('renders text, nested templates, raw text and plain values as drizzle does', () => {
    const when = new Date('2026-05-04T15:00:00.000Z');
    const inner = sql`j.ciudad_id = ${3} and j.titulo <> ${"O'Brien; drop table jobs"}`;
    const cases = [
      sql`select 1`,
      sql`select ${1}, ${'dos'}, ${true}, ${null}, ${when}, ${10n}`,
      sql`select * from jobs j where ${inner} and ${sql.raw('j.estado = 2')} ${undefined} order by ${sql.raw('j.id')} limit ${15}`,
      sql`select ${sql.join([sql`${1}`, sql`${2}`, sql.raw('3')], sql`, `)} ${sql.empty()}`,
      sql`select * from unnest(${intArray([1, 2])}::int[]) where x = any(${'{a}'}::text[])`,
    ];
    for (const q of cases) {
      const { sql: text, params } = drizzle.sqlToQuery(q);
      expect(renderSql(q)).toEqual({ sql: text, params });
    }
  });

  it('leaves columns, tables, lists and inlined templates to drizzle', () => {
    expect(renderSql(sql`select ${jobs.id} from jobs`)).toBeNull();
    expect(renderSql(sql`select * from ${jobs}`)).toBeNull();
    expect(renderSql(sql`select * from jobs where id in ${[1, 2]}`)).toBeNull();
    expect(renderSql(sql`select ${sql.param(1)}`)).toBeNull();
    expect(renderSql(sql`select ${sql`${1}`.inlineParams()}`)).toBeNull();
  });
});
