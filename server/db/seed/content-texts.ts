import { FIRST_DEPOSIT_BONUS_WAGER_TIMES } from '../../../domain/contracts/first-deposit-wagering.ts';
import en from '../../../domain/texts/en.json' with { type: 'json' };
import zhCn from '../../../domain/texts/zh_cn.json' with { type: 'json' };
import zhHk from '../../../domain/texts/zh_hk.json' with { type: 'json' };
import type { Localized } from '../schema/index.ts';
import { licencesPage, responsibleContent } from './responsible-texts.ts';

/** Demo texts of the seed. HTML bodies use only h3, p, ul/li and strong (shown after sanitising). */

export interface Page {
  title: Localized;
  content: Localized;
}

/** VIP ladder: [zh_cn, zh_hk, en] rank, minimum total deposit and upgrade bonus in whole units. */
export const vipLadder: readonly (readonly [zhCn: string, zhHk: string, en: string, minDeposit: number, bonus: number])[] = [
  ['青铜', '青銅', 'Bronze', 0, 0],
  ['白银', '白銀', 'Silver', 1_000, 18],
  ['黄金', '黃金', 'Gold', 5_000, 58],
  ['铂金', '鉑金', 'Platinum', 20_000, 188],
  ['钻石', '鑽石', 'Diamond', 50_000, 388],
  ['星耀', '星耀', 'Star', 100_000, 888],
  ['王者', '王者', 'Master', 300_000, 1_888],
  ['至尊', '至尊', 'Supreme', 800_000, 3_888],
  ['传奇', '傳奇', 'Legend', 2_000_000, 8_888],
  ['皇家', '皇家', 'Royal', 5_000_000, 18_888],
];

const amount = (units: number): string => new Intl.NumberFormat('en-US').format(units);

/**
 * How fast deposits and withdrawals arrive, in the words of the home figures and the withdraw page
 * (`paymentSpeed` of the locale files): what the cashier flow does, never a time nobody measures.
 */
const speed = { zh_cn: zhCn.paymentSpeed, zh_hk: zhHk.paymentSpeed, en: en.paymentSpeed } as const;

export const noticeTexts: readonly Localized[] = [
  {
    zh_cn: '系统维护通知：每周二 06:00–08:00（GMT+8）体育与彩票大厅例行维护，期间暂停投注，账户余额不受影响。',
    zh_hk: '系統維護通知：每週二 06:00–08:00（GMT+8）體育與彩票大廳例行維護，期間暫停投注，賬戶餘額不受影響。',
    en: 'Scheduled maintenance: every Tuesday 06:00–08:00 (GMT+8) the sport and lottery lobbies pause betting for routine maintenance. Balances are not affected.',
  },
  {
    zh_cn: '新游戏上线：Jade Reels 24 款老虎机与 Pearl Bay 全新捕鱼房间现已开放，快来体验！',
    zh_hk: '新遊戲上線：Jade Reels 24 款老虎機與 Pearl Bay 全新捕魚房間現已開放，快來體驗！',
    en: 'New games: 24 Jade Reels slots and new Pearl Bay fishing rooms are now open in the lobby.',
  },
  {
    zh_cn: `存款通道升级：${speed.zh_cn.deposit}请务必使用存款页面显示的最新收款信息。`,
    zh_hk: `存款通道升級：${speed.zh_hk.deposit}請務必使用存款頁面顯示的最新收款資料。`,
    en: `Deposit channels upgraded: ${speed.en.deposit} Always use the payee details shown on the deposit page.`,
  },
  {
    zh_cn: '理性娱乐：本平台仅限年满 18 周岁的玩家。登录后可随时在会员中心的“理性娱乐”页面自行设置存款限额、冷静期或自我禁入。',
    zh_hk: '理性娛樂：本平台僅限年滿 18 歲的玩家。登入後可隨時在會員中心的「理性娛樂」頁面自行設定存款限額、冷靜期或自我禁入。',
    en: 'Play responsibly: our games are for players aged 18 or over only. Once logged in, set a deposit limit, a time-out or self-exclusion yourself at any time under Responsible play in the member centre.',
  },
];

/** An About page and the stable name the lobby finds it by (`slug`, migration 0050). */
export interface AboutPage extends Page {
  slug: 'about' | 'responsible' | 'privacy' | 'terms' | 'contact' | 'faq' | 'licences';
}

export const aboutPages: readonly AboutPage[] = [
  {
    slug: 'about',
    title: { zh_cn: '关于我们', zh_hk: '關於我們', en: 'About us' },
    content: {
      zh_cn: `<h3>Royal Lobby</h3><p>Royal Lobby 汇集真人视讯、老虎机、捕鱼、棋牌、彩票与体育，为玩家提供一站式游戏体验。</p><ul><li>${speed.zh_cn.deposit}</li><li>${speed.zh_cn.withdrawal}</li><li>7×24 小时在线客服</li></ul><p>我们只与持牌游戏供应商合作，所有游戏结果由供应商独立产生。</p>`,
      zh_hk: `<h3>Royal Lobby</h3><p>Royal Lobby 匯集真人視訊、老虎機、捕魚、棋牌、彩票與體育，為玩家提供一站式遊戲體驗。</p><ul><li>${speed.zh_hk.deposit}</li><li>${speed.zh_hk.withdrawal}</li><li>7×24 小時在線客服</li></ul><p>我們只與持牌遊戲供應商合作，所有遊戲結果由供應商獨立產生。</p>`,
      en: `<h3>Royal Lobby</h3><p>Royal Lobby brings live casino, slots, fishing, chess and card games, lottery and sport together in one lobby.</p><ul><li>${speed.en.deposit}</li><li>${speed.en.withdrawal}</li><li>Customer service around the clock</li></ul><p>We only work with licensed game providers; every game result is produced by the provider independently.</p>`,
    },
  },
  {
    slug: 'responsible',
    title: { zh_cn: '责任博彩', zh_hk: '責任博彩', en: 'Responsible gaming' },
    content: responsibleContent,
  },
  {
    slug: 'privacy',
    title: { zh_cn: '隐私政策', zh_hk: '私隱政策', en: 'Privacy policy' },
    content: {
      zh_cn: `<h3>我们如何保护您的信息</h3><p>我们仅收集开户、支付与风控所需的信息，例如用户名、手机号和真实姓名。</p><ul><li>密码与资金密码经加密保存，工作人员无法查看</li><li>未经您同意，我们不会向第三方出售个人信息</li><li>法律要求时，我们会依法配合有关机构</li></ul><p>您可以随时联系客服查询或更正您的资料。</p>`,
      zh_hk: `<h3>我們如何保護您的資料</h3><p>我們僅收集開戶、支付與風控所需的資料，例如用戶名、手機號碼和真實姓名。</p><ul><li>密碼與資金密碼經加密保存，工作人員無法查看</li><li>未經您同意，我們不會向第三方出售個人資料</li><li>法律要求時，我們會依法配合有關機構</li></ul><p>您可以隨時聯絡客服查詢或更正您的資料。</p>`,
      en: `<h3>How we protect your data</h3><p>We only collect what account opening, payments and fraud checks need, such as your user name, phone number and real name.</p><ul><li>Passwords and withdrawal passwords are stored hashed; staff cannot read them</li><li>We never sell personal data to third parties without your consent</li><li>We cooperate with the authorities where the law requires it</li></ul><p>Contact customer service at any time to see or correct your data.</p>`,
    },
  },
  {
    slug: 'terms',
    title: { zh_cn: '条款与规则', zh_hk: '條款與規則', en: 'Terms and conditions' },
    content: {
      zh_cn: `<h3>一般条款</h3><ul><li>每位玩家仅限一个账户，必须年满 18 周岁</li><li>存款需完成一倍有效投注后方可提款</li><li>用户名与密码为 6–12 位字符，资金密码为 6 位</li><li>发现套利、对冲或多账户行为，平台有权取消相关红利与盈利</li></ul><p><strong>各项优惠以活动页面规则为准。</strong>平台保留修改条款的权利，修改后立即生效。</p>`,
      zh_hk: `<h3>一般條款</h3><ul><li>每位玩家僅限一個賬戶，必須年滿 18 歲</li><li>存款需完成一倍有效投注後方可提款</li><li>用戶名與密碼為 6–12 位字元，資金密碼為 6 位</li><li>發現套利、對沖或多賬戶行為，平台有權取消相關紅利與盈利</li></ul><p><strong>各項優惠以活動頁面規則為準。</strong>平台保留修改條款的權利，修改後立即生效。</p>`,
      en: `<h3>General terms</h3><ul><li>One account per player; players must be 18 or over</li><li>Each deposit must be wagered once (valid bets) before a withdrawal</li><li>User names and passwords have 6 to 12 characters; the withdrawal password has 6</li><li>Bonus abuse, hedging or multiple accounts void the related bonuses and winnings</li></ul><p><strong>Each promotion follows the rules on its own page.</strong> We may change these terms; changes apply from publication.</p>`,
    },
  },
  {
    slug: 'contact',
    title: { zh_cn: '联系我们', zh_hk: '聯絡我們', en: 'Contact us' },
    content: {
      zh_cn: `<h3>7×24 小时为您服务</h3><ul><li>在线客服：点击页面顶部的“在线客服”</li><li>客服 QQ：800123456</li><li>电子邮箱：support@royal-lobby.example</li></ul><p>对存款或提款有疑问，请提供订单号联系在线客服。</p>`,
      zh_hk: `<h3>7×24 小時為您服務</h3><ul><li>在線客服：點擊頁面頂部的「在線客服」</li><li>客服 QQ：800123456</li><li>電郵：support@royal-lobby.example</li></ul><p>對存款或提款有疑問，請提供訂單號聯絡在線客服。</p>`,
      en: `<h3>We are here around the clock</h3><ul><li>Live chat: the customer service link at the top of the page</li><li>QQ: 800123456</li><li>E-mail: support@royal-lobby.example</li></ul><p>Questions about a deposit or a withdrawal? Contact live chat with its order number.</p>`,
    },
  },
  {
    slug: 'faq',
    title: { zh_cn: '常见问题', zh_hk: '常見問題', en: 'FAQ' },
    content: {
      zh_cn: `<h3>常见问题</h3><p><strong>存款多久到账？</strong></p><p>${speed.zh_cn.deposit}请使用存款页面显示的收款信息。</p><p><strong>提款多久到账？</strong></p><p>${speed.zh_cn.withdrawal}如有疑问，请提供订单号联系客服。</p><p><strong>为什么不能提款？</strong></p><ul><li>存款尚未完成一倍有效投注</li><li>尚未设置资金密码或绑定银行卡</li></ul><p><strong>忘记密码怎么办？</strong></p><p>点击登录框旁的“忘记密码”，通过手机验证码重设。</p>`,
      zh_hk: `<h3>常見問題</h3><p><strong>存款多久到賬？</strong></p><p>${speed.zh_hk.deposit}請使用存款頁面顯示的收款資料。</p><p><strong>提款多久到賬？</strong></p><p>${speed.zh_hk.withdrawal}如有疑問，請提供訂單號聯絡客服。</p><p><strong>為甚麼不能提款？</strong></p><ul><li>存款尚未完成一倍有效投注</li><li>尚未設定資金密碼或綁定銀行卡</li></ul><p><strong>忘記密碼怎麼辦？</strong></p><p>點擊登入框旁的「忘記密碼」，透過手機驗證碼重設。</p>`,
      en: `<h3>Frequently asked questions</h3><p><strong>How fast are deposits credited?</strong></p><p>${speed.en.deposit} Use the payee details shown on the deposit page.</p><p><strong>How fast are withdrawals?</strong></p><p>${speed.en.withdrawal} Questions? Contact customer service with the order number.</p><p><strong>Why can I not withdraw?</strong></p><ul><li>Your deposit has not been wagered once in valid bets yet</li><li>You have not set a withdrawal password or bound a bank card</li></ul><p><strong>I forgot my password.</strong></p><p>Use "Forgot password" next to the login form and reset it with an SMS code.</p>`,
    },
  },
  { slug: 'licences', ...licencesPage },
];

const vipBonusItems = (lang: 'zh_cn' | 'zh_hk' | 'en'): string =>
  vipLadder
    .map(([zhCn, zhHk, en, , bonus], i) =>
      bonus === 0 ? '' : `<li>VIP${i + 1} ${lang === 'en' ? en : lang === 'zh_cn' ? zhCn : zhHk}: ${amount(bonus)}</li>`,
    )
    .join('');

/** The first-deposit bonus's wagering rule, as the activity page states it (the multiple from its one constant). */
const N = FIRST_DEPOSIT_BONUS_WAGER_TIMES;
export const bonusWagerItem: Localized = {
  zh_cn: `<li>红利及其产生的盈利需完成（首存金额 + 红利）× ${N} 的有效投注后方可提款；在此之前，您本金中未输掉的部分随时可提，提走本金不会取消红利</li>`,
  zh_hk: `<li>紅利及其產生的盈利需完成（首存金額 + 紅利）× ${N} 的有效投注後方可提款；在此之前，您本金中未輸掉的部分隨時可提，提走本金不會取消紅利</li>`,
  en: `<li>The bonus and its winnings can be withdrawn after valid bets of (first deposit + bonus) × ${N}; until then the part of your own deposit you have not lost can be withdrawn at any time, and withdrawing it does not cancel the bonus</li>`,
};

export const activityPages: readonly Page[] = [
  {
    title: { zh_cn: '首存 100% 红利', zh_hk: '首存 100% 紅利', en: '100% first deposit bonus' },
    content: {
      zh_cn: `<h3>首存即送 100%，最高 8,888</h3><ul><li>首笔存款 100 或以上，审核通过后红利自动到账，无需申请</li><li>红利为存款金额的 100%，最高 8,888</li>${bonusWagerItem.zh_cn}</ul><p><strong>每位会员仅可获得一次，以第一笔通过审核的存款为准。</strong></p>`,
      zh_hk: `<h3>首存即送 100%，最高 8,888</h3><ul><li>首筆存款 100 或以上，審核通過後紅利自動到賬，無需申請</li><li>紅利為存款金額的 100%，最高 8,888</li>${bonusWagerItem.zh_hk}</ul><p><strong>每位會員僅可獲得一次，以第一筆通過審核的存款為準。</strong></p>`,
      en: `<h3>Double your first deposit, up to 8,888</h3><ul><li>Make a first deposit of 100 or more: the bonus is credited automatically when it is approved, no need to apply</li><li>The bonus is 100% of the deposit, up to 8,888</li>${bonusWagerItem.en}</ul><p><strong>Once per member: the first approved deposit counts.</strong></p>`,
    },
  },
  {
    title: { zh_cn: '每日返水 最高 1.2%', zh_hk: '每日返水 最高 1.2%', en: 'Daily rebate up to 1.2%' },
    content: {
      zh_cn: `<h3>天天返水，无上限</h3><ul><li>老虎机与捕鱼最高 1.2%，真人与棋牌最高 0.8%</li><li>每日 12:00 前计算前一天的有效投注</li><li>在返水提示中一键领取，一倍流水即可提款</li></ul>`,
      zh_hk: `<h3>天天返水，無上限</h3><ul><li>老虎機與捕魚最高 1.2%，真人與棋牌最高 0.8%</li><li>每日 12:00 前計算前一天的有效投注</li><li>在返水提示中一鍵領取，一倍流水即可提款</li></ul>`,
      en: `<h3>A rebate every day, no cap</h3><ul><li>Up to 1.2% on slots and fishing, up to 0.8% on live casino and card games</li><li>Yesterday's valid bets are counted before 12:00 each day</li><li>Claim it from the rebate bar; bet it through once before you withdraw it</li></ul>`,
    },
  },
  {
    // The rain and the wheel name their figures as {{rain.top}}, {{wheel.chances}}…: the server fills them
    // from the settings the draws use (server/services/content/event-facts.ts), so they cannot drift.
    title: { zh_cn: '每日红包雨', zh_hk: '每日紅包雨', en: 'Daily red packet rain' },
    content: {
      zh_cn: `<h3>天天红包雨，每个红包最高 {{rain.top}}</h3><ul><li>每位会员每天可玩 {{rain.chances}} 轮，全天开放，无需存款</li><li>每轮 {{rain.seconds}} 秒，最多拆开 {{rain.packets}} 个红包</li><li>每个红包 {{rain.least}}–{{rain.top}}，由服务器按红包雨页面公布的概率抽出</li><li>轮数按平台日（GMT+8）计算，零点重置</li><li>每轮结束时奖金即时存入中心钱包，没有额外的流水要求</li><li>当日奖池派完即暂停，次日恢复</li></ul><p>登录后点击页面上的红包图标参加。</p>`,
      zh_hk: `<h3>天天紅包雨，每個紅包最高 {{rain.top}}</h3><ul><li>每位會員每天可玩 {{rain.chances}} 輪，全天開放，無需存款</li><li>每輪 {{rain.seconds}} 秒，最多拆開 {{rain.packets}} 個紅包</li><li>每個紅包 {{rain.least}}–{{rain.top}}，由伺服器按紅包雨頁面公佈的概率抽出</li><li>輪數按平台日（GMT+8）計算，零點重置</li><li>每輪結束時獎金即時存入中心錢包，沒有額外的流水要求</li><li>當日獎池派完即暫停，次日恢復</li></ul><p>登入後點擊頁面上的紅包圖示參加。</p>`,
      en: `<h3>Red packets every day, each worth up to {{rain.top}}</h3><ul><li>{{rain.chances}} rounds per member every day, at any hour, no deposit needed</li><li>Each round lasts {{rain.seconds}} s and opens up to {{rain.packets}} red packets</li><li>Each packet holds {{rain.least}} to {{rain.top}}, drawn by the server with the odds published on the rain page</li><li>Rounds count per platform day (GMT+8) and reset at midnight</li><li>Winnings go to your main wallet when the round ends, with no betting requirement of their own</li><li>When the day's prize pool is spent, the rain pauses until the next day</li></ul><p>Log in and press the red packet icon to play.</p>`,
    },
  },
  {
    title: { zh_cn: '幸运大转盘', zh_hk: '幸運大轉盤', en: 'Lucky wheel' },
    content: {
      zh_cn: `<h3>每日免费转盘，奖品最高 {{wheel.top}}</h3><ul><li>每位会员每天免费 {{wheel.chances}} 次，无需存款或投注</li><li>奖品 {{wheel.least}}–{{wheel.top}}，由服务器按转盘页面公布的概率抽出，每次结果都可在公平验证页面复核</li><li>次数按平台日（GMT+8）计算，零点重置，未用次数不累计</li><li>奖品即时存入中心钱包，没有额外的流水要求</li><li>当日奖池派完即暂停，次日恢复</li></ul>`,
      zh_hk: `<h3>每日免費轉盤，獎品最高 {{wheel.top}}</h3><ul><li>每位會員每天免費 {{wheel.chances}} 次，無需存款或投注</li><li>獎品 {{wheel.least}}–{{wheel.top}}，由伺服器按轉盤頁面公佈的概率抽出，每次結果都可在公平驗證頁面覆核</li><li>次數按平台日（GMT+8）計算，零點重置，未用次數不累計</li><li>獎品即時存入中心錢包，沒有額外的流水要求</li><li>當日獎池派完即暫停，次日恢復</li></ul>`,
      en: `<h3>Free spins every day, prizes up to {{wheel.top}}</h3><ul><li>{{wheel.chances}} free spins per member every day; no deposit or bets needed</li><li>Prizes from {{wheel.least}} to {{wheel.top}}, drawn by the server with the odds published on the wheel page; every draw can be checked on the Verify page</li><li>Spins count per platform day (GMT+8) and reset at midnight; unused spins do not carry over</li><li>Prizes go straight to your main wallet, with no betting requirement of their own</li><li>When the day's prize pool is spent, spins pause until the next day</li></ul>`,
    },
  },
  {
    title: { zh_cn: 'VIP 晋级礼金', zh_hk: 'VIP 晉級禮金', en: 'VIP upgrade bonus' },
    content: {
      zh_cn: `<h3>晋级即送礼金</h3><p>累计存款达到门槛即自动晋级，礼金无需流水：</p><ul>${vipBonusItems('zh_cn')}</ul>`,
      zh_hk: `<h3>晉級即送禮金</h3><p>累計存款達到門檻即自動晉級，禮金無需流水：</p><ul>${vipBonusItems('zh_hk')}</ul>`,
      en: `<h3>A bonus for every level</h3><p>Reach the total deposit of a level to move up automatically. Upgrade bonuses have no turnover:</p><ul>${vipBonusItems('en')}</ul>`,
    },
  },
  {
    title: { zh_cn: '推荐好友奖励', zh_hk: '推薦好友獎勵', en: 'Refer a friend' },
    content: {
      zh_cn: `<h3>邀请好友，双方得利</h3><ul><li>好友使用您的邀请码注册并首存满 500，您获得 50</li><li>另享好友有效投注 0.2% 的长期佣金</li><li>邀请人数不设上限</li></ul><p>在会员中心的团队页面查看您的邀请码与收益。</p>`,
      zh_hk: `<h3>邀請好友，雙方得益</h3><ul><li>好友使用您的邀請碼註冊並首存滿 500，您獲得 50</li><li>另享好友有效投注 0.2% 的長期佣金</li><li>邀請人數不設上限</li></ul><p>在會員中心的團隊頁面查看您的邀請碼與收益。</p>`,
      en: `<h3>Invite friends, earn together</h3><ul><li>Get 50 when a friend registers with your invite code and first deposits 500 or more</li><li>Plus 0.2% of your friends' valid bets, for as long as they play</li><li>No limit on the number of friends</li></ul><p>Find your invite code and earnings on the Team page of the member area.</p>`,
    },
  },
];
