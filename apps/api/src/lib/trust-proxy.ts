import proxyaddr from 'proxy-addr';

type Trust = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: a hop count, `true`/`false`, or addresses, CIDRs
 * and names such as `loopback` (comma-separated).
 */
export const parseTrustProxy = (value: string): Trust => {
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
};

/**
 * Whether a connection comes from a proxy we trust (the storefront's server, a load balancer): the
 * same rule by which Fastify believes its `X-Forwarded-For`.
 */
export const compileTrustedPeer = (value: string): ((address: string | undefined) => boolean) => {
  const trust = parseTrustProxy(value);
  if (typeof trust === 'boolean') return () => trust;
  if (typeof trust === 'function') return (address) => Boolean(address) && trust(address ?? '', 0);
  const compiled = proxyaddr.compile(
    trust
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
  return (address) => Boolean(address) && compiled(address ?? '', 0);
};
