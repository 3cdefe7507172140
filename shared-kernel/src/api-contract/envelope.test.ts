import { describe, expect, it } from 'vitest';
import {
  AUTHORIZATION_TOKEN_ERROR,
  BIND_OK_MSG,
  ENVELOPE_CODE,
  HTTP_STATUS_TEXT,
  NETWORK_ERROR_TEXT,
  NON_SYSTEM_INTERFACE,
  REQUEST_TIMED_OUT,
  httpFailureText,
  isTokenInvalid,
} from './envelope.ts';
import { errorEnvelope, okEnvelope } from './envelope-builders.ts';

describe('envelope (spec 8)', () => {
  it('names the codes with a rule of their own', () => {
    expect(ENVELOPE_CODE).toEqual({ SUCCESS: 0, SERVER_ERROR: 500, ORDER_NO_OP: 501, TOKEN_INVALID: 1013, IGNORED: 1014 });
    expect(AUTHORIZATION_TOKEN_ERROR).toBe('Authorization token error');
    expect(NON_SYSTEM_INTERFACE).toBe('non-system interface');
    expect(BIND_OK_MSG).toBe('ok');
  });

  it('has the spec’s HTTP failure texts, exactly, and none for 401', () => {
    expect(HTTP_STATUS_TEXT).toEqual({
      400: 'wrong request',
      403: 'access denied',
      404: 'Request address error',
      408: 'Request timed out',
      500: 'internal server error',
      501: 'service not implemented',
      502: 'gateway error',
      503: 'service is not available',
      504: 'gateway timeout',
      505: 'HTTP version not supported',
    });
    expect(HTTP_STATUS_TEXT).not.toHaveProperty('401');
    expect(REQUEST_TIMED_OUT).toBe(HTTP_STATUS_TEXT[408]);
  });

  it('gives every failed status a text: the spec’s, none for 401, a generic one otherwise', () => {
    expect(httpFailureText(404)).toBe('Request address error');
    expect(httpFailureText(505)).toBe('HTTP version not supported');
    expect(httpFailureText(401)).toBe('');
    expect(httpFailureText(418)).toBe('request failed (418)');
    expect(NETWORK_ERROR_TEXT).toBe('network error');
  });

  it.each([
    [{ code: 1013, msg: '' }, true],
    [{ code: 1013, msg: 'anything' }, true],
    [{ code: 500, msg: 'Authorization token error' }, true],
    [{ code: 500, msg: 'authorization token error' }, false],
    [{ code: 500, msg: 'internal' }, false],
    [{ code: 1014, msg: 'Authorization token error' }, false],
    [{ code: 0, msg: 'ok' }, false],
  ])('isTokenInvalid(%j) is %s', (envelope, expected) => {
    expect(isTokenInvalid(envelope)).toBe(expected);
  });

  it('builds the server’s envelopes', () => {
    expect(okEnvelope({ money: 1 })).toEqual({ code: 0, msg: 'ok', data: { money: 1 } });
    expect(errorEnvelope(2001, 'Insufficient balance')).toEqual({ code: 2001, msg: 'Insufficient balance', data: null });
  });
});
