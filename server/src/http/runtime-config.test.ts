import { describe, expect, it } from 'vitest';
import { runtimeConfigInject } from './runtime-config.js';

const CONFIG = {
  commerceApi: 'https://api.test',
  communityApi: '',
  chatSocket: '',
  tokenSecret: 's3cret',
  firebase: { apiKey: 'k', projectId: 'p', messagingSenderId: 'm', appId: 'a', vapidKey: null },
  devStandIns: false,
  carrierMakesWaybill: false,
};

describe('runtimeConfigInject', () => {
  it('puts the config as JSON right before </head>', () => {
    const html = runtimeConfigInject('<html><head><title>x</title></head><body></body></html>', CONFIG);
    expect(html).toBe(
      `<html><head><title>x</title><script id="modavi-config" type="application/json">${JSON.stringify(CONFIG)}</script></head><body></body></html>`,
    );
  });

  it('cannot be broken out of by a value, and keeps $ sequences literal', () => {
    const html = runtimeConfigInject('<head></head>', { ...CONFIG, tokenSecret: "</script><script>alert(1)</script>$&$'" });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).tokenSecret).toBe("</script><script>alert(1)</script>$&$'");
  });
});
