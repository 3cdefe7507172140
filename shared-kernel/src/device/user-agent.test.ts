import { describe, expect, it } from 'vitest';
import { SYSTEM_TYPE } from '@casino/shared-kernel/api-contract';
import { describeUserAgent } from './user-agent.ts';

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4.1 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  androidReduced: 'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidWebView: 'Mozilla/5.0 (Linux; Android 13; SM-A536B Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.6099.43 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windowsPhone: 'Mozilla/5.0 (Mobile; Windows Phone 8.1; Android 4.0; ARM; Trident/7.0; Touch; rv:11.0; IEMobile/11.0; NOKIA; Lumia 635) like iPhone OS 7_0_3 Mac OS X AppleWebKit/537 (KHTML, like Gecko) Mobile Safari/537',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
};

describe('describeUserAgent', () => {
  it('says 1 for iPhone, iPad and an iPad in desktop mode', () => {
    expect(describeUserAgent(UA.iphone)).toEqual({ systemType: 1, deviceModel: 'iPhone', osVersion: 'iOS 17.4.1' });
    expect(describeUserAgent(UA.ipad)).toEqual({ systemType: 1, deviceModel: 'iPad', osVersion: 'iOS 16.6' });
    expect(describeUserAgent(UA.ipadDesktopMode, 5)).toEqual({ systemType: 1, deviceModel: 'iPad', osVersion: 'iOS 17.2' });
  });

  it('says 2 for Android, with the model where the user agent names one', () => {
    expect(describeUserAgent(UA.android)).toEqual({ systemType: 2, deviceModel: 'SM-S918B', osVersion: 'Android 14' });
    expect(describeUserAgent(UA.androidReduced)).toEqual({ systemType: 2, deviceModel: 'K', osVersion: 'Android 10' });
    expect(describeUserAgent(UA.androidWebView)).toEqual({ systemType: 2, deviceModel: 'SM-A536B', osVersion: 'Android 13' });
  });

  it('says 3 for everything else, Windows Phone (which claims Android and iPhone) included', () => {
    expect(describeUserAgent(UA.ipadDesktopMode, 0)).toEqual({ systemType: 3, deviceModel: 'Macintosh', osVersion: 'macOS 10.15.7' });
    expect(describeUserAgent(UA.windows)).toEqual({ systemType: 3, deviceModel: 'Windows', osVersion: 'Windows 10.0' });
    expect(describeUserAgent(UA.windowsPhone)).toEqual({ systemType: 3, deviceModel: 'Windows Phone', osVersion: 'Windows Phone 8.1' });
    expect(describeUserAgent(UA.linux)).toMatchObject({ systemType: SYSTEM_TYPE.OTHER, osVersion: 'Linux' });
    expect(describeUserAgent('')).toEqual({ systemType: 3, deviceModel: 'unknown', osVersion: 'unknown' });
  });
});
