// The visitor's own address, as the storefront's front server sees it, in a form a browser cannot
// forge. Next's own server keeps an `X-Forwarded-For` the browser sent (it only fills it in when
// absent), so without this a made-up header would pick the address the API rate-limits and throttles
// logins by. The front server replaces the header before Next sees it: with the socket's address, or,
// when the socket is a proxy named in WEB_TRUST_PROXY (a load balancer in front of the storefront),
// with the client address that proxy chain vouches for (proxy-addr, as Express and Fastify do).
import proxyaddr from 'proxy-addr';

/**
 * `WEB_TRUST_PROXY`: empty or unset (no proxy in front: the socket is the visitor), `loopback`,
 * addresses or CIDRs (comma-separated), or a hop count.
 */
export const compileTrust = (setting) => {
  const value = (setting ?? '').trim();
  if (value === '') return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return proxyaddr.compile(
    value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean),
  );
};

/** Sets `X-Forwarded-For` of an incoming request to the one visitor address it stands for. */
export const setVisitorAddress = (request, trust) => {
  const address = proxyaddr(request, trust);
  if (address) request.headers['x-forwarded-for'] = address;
  else delete request.headers['x-forwarded-for'];
  return address;
};
