import { useTranslation } from 'react-i18next';
import { gameTypeIds, gameTypeLabelKey, parseGameType, useGameTypeTab } from '../../components/game-type-tabs';
import memberStyles from '../../components/member-page.module.css';
import { tabPanelProps, Tabs } from '../../components/tabs';
import { gameTypes } from '../../../domain/contracts/games-types';
import { useAppStore } from '../../store/app-store';
import { RebateRatesTable } from './rebate-rates-table';
import { RebatesWaiting } from './rebates-waiting';
import styles from './rebate-rates.module.css';

const ID = 'rebate-rates';

/** /Member/RebateList: the rebates waiting, and the rebate rate of every VIP level per game type (`/fs/levels`). */
export default function RebateListPage() {
  const { t } = useTranslation();
  const [type, select] = useGameTypeTab(gameTypes.live);
  const level = useAppStore((s) => (typeof s.userinfo?.level === 'number' ? s.userinfo.level : null));
  const typeName = t(gameTypeLabelKey[type]);
  return (
    <main className={memberStyles.page} data-testid="page">
      <h1 className={memberStyles.title}>{t('member.RebateList')}</h1>
      <RebatesWaiting />
      <h2 className={styles.sectionTitle}>{t('rebateRates.ratesTitle')}</h2>
      <Tabs
        idBase={ID}
        label={t('rebateRates.tabs')}
        items={gameTypeIds.map((id) => ({ key: String(id), label: t(gameTypeLabelKey[id]) }))}
        selected={String(type)}
        onSelect={(key) => select(parseGameType(key) ?? type)}
      />
      <div {...tabPanelProps(ID, String(type))}>
        <RebateRatesTable gameType={type} typeName={typeName} current={level} />
      </div>
      <p className={styles.note}>{t('rebateRates.note')}</p>
    </main>
  );
}
