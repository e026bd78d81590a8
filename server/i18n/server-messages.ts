import type { Lang } from '../../src/contracts/lang.ts';

/** Texts only the server says (spec point 8 and the auth rules of issue 3). `{name}` marks a parameter. */
export const serverMessages = {
  unauthenticated: { zh_cn: '登录已过期，请重新登录！', zh_hk: '登錄已過期，請重新登錄！', en: 'Your login has expired, please log in again!' },
  login_failed: { zh_cn: '用户名或密码错误', zh_hk: '用戶名或密碼錯誤', en: 'Incorrect username or password' },
  login_locked: {
    zh_cn: '登录失败次数过多，请{minutes}分钟后再试',
    zh_hk: '登錄失敗次數過多，請{minutes}分鐘後再試',
    en: 'Too many failed attempts, please try again in {minutes} minutes',
  },
  account_blocked: { zh_cn: '账号已被冻结，请联系客服', zh_hk: '賬號已被凍結，請聯繫客服', en: 'This account is blocked, please contact customer service' },
  captcha_failed: { zh_cn: '验证失败', zh_hk: '驗證失敗', en: 'Verification failed' },
  captcha_invalid: { zh_cn: '滑块验证已失效，请重新验证', zh_hk: '滑塊驗證已失效，請重新驗證', en: 'The slider verification has expired, please verify again' },
  name_taken: { zh_cn: '该用户名已被注册', zh_hk: '該用戶名已被註冊', en: 'This username is already registered' },
  phone_taken: { zh_cn: '该手机号码已被注册', zh_hk: '該手機號碼已被註冊', en: 'This phone number is already registered' },
  phone_not_registered: { zh_cn: '该手机号码未注册', zh_hk: '該手機號碼未註冊', en: 'This phone number is not registered' },
  sms_code_invalid: { zh_cn: '验证码错误或已过期', zh_hk: '驗證碼錯誤或已過期', en: 'The verification code is wrong or has expired' },
  sms_too_frequent: {
    zh_cn: '请勿频繁获取验证码，请{seconds}秒后再试',
    zh_hk: '請勿頻繁獲取驗證碼，請{seconds}秒後再試',
    en: 'Do not request codes too often, try again in {seconds} s',
  },
  sms_hourly_limit: {
    zh_cn: '该号码获取验证码次数过多，请稍后再试',
    zh_hk: '該號碼獲取驗證碼次數過多，請稍後再試',
    en: 'Too many codes were requested for this number, please try again later',
  },
  sms_body: {
    zh_cn: '您的验证码是{code}，{minutes}分钟内有效。',
    zh_hk: '您的驗證碼是{code}，{minutes}分鐘內有效。',
    en: 'Your verification code is {code}, valid for {minutes} minutes.',
  },
  sms_sent: { zh_cn: '验证码已发送', zh_hk: '驗證碼已發送', en: 'The verification code has been sent' },
  sms_failed: { zh_cn: '短信发送失败，请稍后再试', zh_hk: '短信發送失敗，請稍後再試', en: 'The SMS could not be sent, please try again later' },
  password_reset: { zh_cn: '密码重置成功，请重新登录', zh_hk: '密碼重置成功，請重新登錄', en: 'Password reset, please log in' },
  logout_ok: { zh_cn: '退出成功！', zh_hk: '退出成功！', en: 'Exit successful!' },
  saved: { zh_cn: '保存成功', zh_hk: '保存成功', en: 'Saved successfully' },
  realname_locked: { zh_cn: '真实姓名设置后不能修改', zh_hk: '真實姓名設置後不能修改', en: 'The name cannot be changed once set' },
  insufficient_balance: { zh_cn: '余额不足', zh_hk: '餘額不足', en: 'Insufficient balance' },
  not_found: { zh_cn: '内容不存在', zh_hk: '內容不存在', en: 'Not found' },
  invalid_field: { zh_cn: '参数无效：{field}', zh_hk: '參數無效：{field}', en: 'Invalid value: {field}' },
  bad_request: { zh_cn: '请求无效', zh_hk: '請求無效', en: 'Invalid request' },
  body_too_large: { zh_cn: '请求内容过大', zh_hk: '請求內容過大', en: 'The request is too large' },
  unsupported_media: { zh_cn: '不支持的内容类型', zh_hk: '不支持的內容類型', en: 'Unsupported content type' },
  too_many_requests: { zh_cn: '请勿频繁操作！', zh_hk: '請勿頻繁操作！', en: 'Do not operate frequently!' },
  internal_error: { zh_cn: '服务器繁忙，请稍后再试', zh_hk: '服務器繁忙，請稍後再試', en: 'Server busy, please try again later' },
} satisfies Record<string, Record<Lang, string>>;
