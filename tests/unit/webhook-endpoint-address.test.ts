// The webhook guard against server-side request forgery (_shared/webhooks/endpoint-address.ts):
// which addresses a webhook may go to, how a URL's host is judged by what it resolves to, and the
// worker's request, which connects to the address that was checked rather than resolving again.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpointTarget, nonPublicAddress, type ResolveHost } from '#backend/webhooks/endpoint-address';
import { postTo } from '../../worker/tasks/deliver-webhook.ts';

const resolvingTo =
  (...addresses: string[]): ResolveHost =>
  () =>
    Promise.resolve(addresses);
const noResolver: ResolveHost = () => Promise.reject(new Error('resolved a literal address'));
/** WEBHOOK_ALLOW_LOOPBACK unset (any deployment) and set (npm run dev, the tests' stack). */
const deployed = { allowLoopback: false };
const localDevelopment = { allowLoopback: true };

describe('the addresses a webhook may go to', () => {
  it.each([
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['0.0.0.0', 'an unspecified address'],
    ['169.254.169.254', 'a link-local address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'a broadcast address'],
    ['192.0.2.10', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fe80::1', 'a link-local address'],
    ['fd12:3456::1', 'a unique-local address'],
    ['fc00::1', 'a unique-local address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:10.0.0.1', 'a private address'],
    ['::ffff:169.254.169.254', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    // IPv6 forms that carry an IPv4 address, judged by the address they carry.
    ['::127.0.0.1', 'a loopback address'],
    ['::7f00:1', 'a loopback address'],
    ['::a00:1', 'a private address'],
    ['::ffff:0:7f00:1', 'a loopback address'],
    ['64:ff9b::a00:1', 'a private address'],
    ['64:ff9b::7f00:1', 'a loopback address'],
    ['64:ff9b::a9fe:a9fe', 'a link-local address'],
    ['64:ff9b:1::a00:1', 'a reserved address'],
    ['2002:7f00:1::1', 'a loopback address'],
    ['2002:c0a8:101::1', 'a private address'],
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'a loopback address'],
    ['2001:0:a00:1:8000:63bf:f7f7:f7f7', 'a private address'],
  ])('refuses %s as %s', (address, why) => {
    expect(nonPublicAddress(address)).toBe(why);
  });

  it.each([
    '93.184.215.14',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '::808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
  ])('allows the public address %s', (address) => {
    expect(nonPublicAddress(address)).toBeNull();
  });
});

describe("an endpoint URL's target", () => {
  it('connects http to this machine as written, without resolving it, where local development allows it', async () => {
    expect(await endpointTarget('http://127.0.0.1:8080/hooks', noResolver, localDevelopment)).toEqual({
      ok: true,
      address: null,
    });
    expect(await endpointTarget('http://localhost:8080/hooks', noResolver, localDevelopment)).toEqual({
      ok: true,
      address: null,
    });
  });

  it("refuses http to this machine by default: it would reach the server's own ports", async () => {
    expect(await endpointTarget('http://127.0.0.1:5432/hooks', noResolver, deployed)).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: 127.0.0.1 is a loopback address',
    });
    expect(await endpointTarget('http://localhost:8080/hooks', noResolver, deployed)).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: localhost (127.0.0.1) is a loopback address',
    });
  });

  it('refuses https to this machine even where local development allows http to it', async () => {
    expect(await endpointTarget('https://127.0.0.1:8443/in', noResolver, localDevelopment)).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: 127.0.0.1 is a loopback address',
    });
    expect(await endpointTarget('https://localhost/in', resolvingTo('127.0.0.1'), localDevelopment)).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: localhost (127.0.0.1) is a loopback address',
    });
  });

  it('refuses an https URL whose literal address is not public, in any of its spellings', async () => {
    for (const [url, message] of [
      [
        'https://169.254.169.254/latest/meta-data',
        'Webhooks are sent to public addresses only: 169.254.169.254 is a link-local address',
      ],
      ['https://[::1]/in', 'Webhooks are sent to public addresses only: ::1 is a loopback address'],
      [
        'https://[::ffff:7f00:1]/in',
        'Webhooks are sent to public addresses only: ::ffff:7f00:1 is a loopback address',
      ],
      ['https://0x7f.1/in', 'Webhooks are sent to public addresses only: 127.0.0.1 is a loopback address'],
      ['https://0.0.0.0/in', 'Webhooks are sent to public addresses only: 0.0.0.0 is an unspecified address'],
      [
        'https://[::127.0.0.1]/',
        'Webhooks are sent to public addresses only: ::7f00:1 is a loopback address',
      ],
      [
        'https://[64:ff9b::10.0.0.1]/in',
        'Webhooks are sent to public addresses only: 64:ff9b::a00:1 is a private address',
      ],
      [
        'https://[2002:a9fe:a9fe::1]/in',
        'Webhooks are sent to public addresses only: 2002:a9fe:a9fe::1 is a link-local address',
      ],
    ] as const) {
      expect(await endpointTarget(url, noResolver, deployed)).toEqual({ ok: false, reason: message });
    }
  });

  it('refuses localhost over https, whatever a resolver says', async () => {
    expect(await endpointTarget('https://localhost./in', resolvingTo('93.184.215.14'), deployed)).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: localhost (127.0.0.1) is a loopback address',
    });
    expect(await endpointTarget('https://api.localhost/in', resolvingTo('93.184.215.14'), deployed)).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: api.localhost (127.0.0.1) is a loopback address',
    });
  });

  it('refuses a name with any non-public address, and connects to the first public one otherwise', async () => {
    expect(
      await endpointTarget('https://ats.example.com/in', resolvingTo('93.184.215.14', '10.0.0.7'), deployed),
    ).toEqual({
      ok: false,
      reason: 'Webhooks are sent to public addresses only: ats.example.com (10.0.0.7) is a private address',
    });
    expect(
      await endpointTarget(
        'https://ats.example.com/in',
        resolvingTo('2606:4700:4700::1111', '93.184.215.14'),
        deployed,
      ),
    ).toEqual({ ok: true, address: '2606:4700:4700::1111' });
  });

  it('throws when the name has no address, for the caller to judge', async () => {
    await expect(endpointTarget('https://nowhere.example.com/in', resolvingTo(), deployed)).rejects.toThrow(
      'The host nowhere.example.com has no address',
    );
  });
});

describe("the worker's request", () => {
  const hosts: string[] = [];
  const server = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    request.resume();
    response.writeHead(204).end();
  });
  let port = 0;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('connects to the address that was checked, not to what the name resolves to now', async () => {
    // .invalid never resolves (RFC 2606): the request can only arrive through the given address.
    const status = await postTo(
      `http://receiver.invalid:${port}/hooks`,
      '127.0.0.1',
      { 'content-type': 'application/json' },
      '{}',
      AbortSignal.timeout(5000),
    );
    expect(status).toBe(204);
    expect(hosts).toEqual([`receiver.invalid:${port}`]);
  });
});
