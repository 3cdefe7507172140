/** The picture captcha a gold-panning claim carries (`{captcha_key, captcha}` of its payload). */
export interface CaptchaAnswer {
  captchaKey: string | undefined;
  captcha: string | undefined;
}
