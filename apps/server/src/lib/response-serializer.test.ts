import Fastify from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { courseItem } from '@app/contract/course';
import { dataEnvelope, rowsEnvelope } from '@app/contract/envelope';
import { newsDetail, newsItem } from '@app/contract/news';
import { responseSerializerCompiler } from './response-serializer';
import { toSerializerSchema } from './serializer-schema';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compiled = (schema: z.ZodType) => responseSerializerCompiler()(route(schema));
const byZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

/** What the route writes (compiled, not left to zod), and what zod's serializer writes for the same value. */
function written(schema: z.ZodType, value: unknown) {
  expect(toSerializerSchema(schema)).toBeDefined();
  return { compiled: compiled(schema)(value), zod: byZod(schema)(value) };
}

const member = z.object({ id: z.number().int(), nickname: z.string() });

describe('compiled response serializer', () => {
  it('writes declared fields only, at every depth', () => {
    const schema = dataEnvelope(
      z.object({
        author: member,
        readers: z.array(member),
        editor: member.nullable(),
        byLevel: z.record(z.string(), member),
      }),
    );
    const row = { id: 1, nickname: 'ann', password: 'secret', moduleContent: 'paid' };
    const value = {
      code: 200,
      msg: 'ok',
      data: { author: row, readers: [row, row], editor: row, byLevel: { gold: row }, internalNote: 'x' },
      stack: 'internal',
    };
    const { compiled: json, zod } = written(schema, value);
    expect(json).not.toMatch(/secret|paid|internal/);
    expect(JSON.parse(json)).toEqual(JSON.parse(zod));
    expect(JSON.parse(json).data.readers).toEqual([
      { id: 1, nickname: 'ann' },
      { id: 1, nickname: 'ann' },
    ]);
  });

  it('writes nested arrays of objects', () => {
    const schema = rowsEnvelope(z.object({ title: z.string(), chapters: z.array(z.array(member)) }));
    const value = {
      code: 200,
      msg: 'ok',
      rows: [{ title: 'a', chapters: [[{ id: 1, nickname: 'x', extra: 1 }], []], extra: true }],
      total: 1,
    };
    const { compiled: json, zod } = written(schema, value);
    expect(JSON.parse(json)).toEqual({
      code: 200,
      msg: 'ok',
      rows: [{ title: 'a', chapters: [[{ id: 1, nickname: 'x' }], []] }],
      total: 1,
    });
    expect(json).toBe(zod);
  });

  it('writes null where the schema allows it and leaves out an optional field that is absent', () => {
    const schema = z.object({
      avatar: z.string().nullable(),
      teacher: member.nullable(),
      note: z.string().optional(),
      tags: z.array(z.string()).optional(),
    });
    const empty = written(schema, { avatar: null, teacher: null, tags: undefined });
    expect(empty.compiled).toBe('{"avatar":null,"teacher":null}');
    expect(empty.compiled).toBe(empty.zod);
    const full = written(schema, { avatar: 'a.png', teacher: { id: 2, nickname: 't' }, note: 'n', tags: [] });
    expect(JSON.parse(full.compiled)).toEqual({
      avatar: 'a.png',
      teacher: { id: 2, nickname: 't' },
      note: 'n',
      tags: [],
    });
    expect(full.compiled).toBe(full.zod);
  });

  it('refuses an answer that lacks a required field, as zod does', () => {
    const schema = z.object({ id: z.number().int(), title: z.string() });
    expect(toSerializerSchema(schema)).toBeDefined();
    expect(() => byZod(schema)({ id: 1 })).toThrow();
    expect(() => compiled(schema)({ id: 1 })).toThrow();
  });

  it('writes a Date as its ISO string, like zod and JSON.stringify', () => {
    const schema = z.object({ at: z.date(), until: z.date().nullable() });
    const value = { at: new Date('2026-03-01T08:09:10.011Z'), until: null };
    const { compiled: json, zod } = written(schema, value);
    expect(json).toBe('{"at":"2026-03-01T08:09:10.011Z","until":null}');
    expect(json).toBe(zod);
  });

  it('writes enums, literal unions and plain records as they are', () => {
    const schema = z.object({
      unit: z.enum(['day', 'month']),
      isRead: z.union([z.literal(0), z.literal(1)]),
      kind: z.literal('news'),
      answers: z.record(z.string(), z.string()),
      level: z.union([z.literal('a'), z.literal('b'), z.null()]),
    });
    const value = { unit: 'month', isRead: 1, kind: 'news', answers: { '3': 'A', '1': 'BC' }, level: null };
    const { compiled: json, zod } = written(schema, value);
    expect(json).toBe(zod);
    expect(JSON.parse(json)).toEqual(value);
  });

  it('keeps the undeclared fields a loose object or a catchall lets through, as zod does', () => {
    const schema = z.object({
      loose: z.looseObject({ id: z.number() }),
      params: z.object({ appId: z.string().optional() }).catchall(z.string()).nullable(),
    });
    const value = { loose: { id: 1, extra: 'kept' }, params: { appId: 'wx', page: 'home' } };
    const { compiled: json, zod } = written(schema, value);
    expect(JSON.parse(json)).toEqual(value);
    expect(json).toBe(zod);
  });

  it('leaves a schema it cannot render faithfully to zod, with zod’s answer', () => {
    type Node = { name: string; children: Node[] };
    const tree: z.ZodType<Node> = z.object({
      name: z.string(),
      get children() {
        return z.array(tree);
      },
    });
    const fallbacks: [z.ZodType, unknown, string][] = [
      // trim rewrites the value on the way out
      [z.object({ title: z.string().trim() }), { title: '  a  ', x: 1 }, '{"title":"a"}'],
      // a codec turns the Date back into its wire form
      [
        z.object({
          at: z.codec(z.iso.datetime(), z.date(), {
            decode: (s) => new Date(s),
            encode: (d) => d.toISOString(),
          }),
        }),
        { at: new Date('2026-01-02T03:04:05.000Z') },
        '{"at":"2026-01-02T03:04:05.000Z"}',
      ],
      // recursive
      [
        tree,
        { name: 'a', children: [{ name: 'b', children: [], hidden: 1 }], hidden: 2 },
        '{"name":"a","children":[{"name":"b","children":[]}]}',
      ],
      // a union of objects: zod picks the option
      [
        z.union([z.object({ kind: z.literal('a'), a: z.number() }), z.object({ kind: z.literal('b') })]),
        { kind: 'b', a: 1, secret: 's' },
        '{"kind":"b"}',
      ],
    ];
    for (const [schema, value, expected] of fallbacks) {
      expect(toSerializerSchema(schema)).toBeUndefined();
      expect(compiled(schema)(value)).toBe(expected);
    }
  });

  it('compiles the list and detail answers members ask for most', () => {
    for (const schema of [rowsEnvelope(newsItem), rowsEnvelope(courseItem), dataEnvelope(newsDetail)])
      expect(toSerializerSchema(schema)).toBeDefined();
  });

  it('serializes a route’s answer through Fastify without its undeclared fields', async () => {
    const app = Fastify();
    app.setSerializerCompiler(responseSerializerCompiler({ verify: true }));
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(
        '/locked',
        { schema: { response: { 200: dataEnvelope(z.object({ id: z.number(), locked: z.boolean() })) } } },
        async () => ({ code: 200, msg: 'ok', data: { id: 1, locked: true, content: 'members only' } }),
      );
    const answer = await app.inject({ method: 'GET', url: '/locked' });
    expect(answer.json()).toEqual({ code: 200, msg: 'ok', data: { id: 1, locked: true } });
    await app.close();
  });
});
