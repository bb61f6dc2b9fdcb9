// Four facility boxes (spec §2). English defaults from @bazaar/i18n, replaced by non-empty server
// labels of the BestFacilities entity, asked for when the strip appears.
import { useEffect, useMemo } from 'react';
import { bestFacilitiesTexts } from '@bazaar/i18n/labels/best-facilities';
import { english } from '@bazaar/i18n/text';
import { PAGE_ENTITY } from '@bazaar/contract/constants';
import { useApi } from '../../lib/use-api.ts';
import { isRtl, useLanguage } from '../../i18n/language.ts';
import { mergeLabels } from '../../i18n/labels.ts';
import { Icon, type IconProps as P } from '../../components/icons.tsx';
import './facility-strip.css';

const DEFAULTS = english(bestFacilitiesTexts);

// Icons only this part uses, so they load with it.
const TruckIcon = (p: P) => (
  <Icon {...p}>
    <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3.2v2.8h-7" />
    <circle cx="7" cy="17.5" r="1.8" />
    <circle cx="17" cy="17.5" r="1.8" />
  </Icon>
);
const ShieldIcon = (p: P) => (
  <Icon {...p}>
    <path d="M12 3l7.5 3v5.5c0 4.6-3.2 8-7.5 9.5-4.3-1.5-7.5-4.9-7.5-9.5V6z" />
    <path d="M8.8 12l2.2 2.2 4.3-4.4" />
  </Icon>
);
const CardIcon = (p: P) => (
  <Icon {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 10h19M6 15h4" />
  </Icon>
);
const HeadsetIcon = (p: P) => (
  <Icon {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13.5" width="4" height="6" rx="1.5" />
    <rect x="17" y="13.5" width="4" height="6" rx="1.5" />
    <path d="M19 19.5c0 1.2-1.5 2-4 2h-2" />
  </Icon>
);

// `directed`: the drawing faces the reading direction (the truck drives forward), so it is
// mirrored on right-to-left pages.
const BOXES = [
  { id: 'lbl_facility_freeshipp', Icon: TruckIcon, directed: true },
  { id: 'lbl_facility_moneyback', Icon: ShieldIcon, directed: false },
  { id: 'lbl_facility_pygateway', Icon: CardIcon, directed: false },
  { id: 'lbl_facility_support', Icon: HeadsetIcon, directed: false },
] as const;

export default function FacilityStrip() {
  const lang = useLanguage();
  const { data, error } = useApi('getLocalization', {
    entityId: PAGE_ENTITY.BestFacilities,
    languageCode: lang,
  });
  const entries = data?.labelsJsonData;
  const labels = useMemo(() => mergeLabels(DEFAULTS, entries), [entries]);

  // Spec §8: facility fetch errors are only logged; the English defaults stay.
  useEffect(() => {
    if (error && error.status !== 0) console.error('BestFacilities labels:', error.message);
  }, [error]);

  return (
    <div className={isRtl(lang) ? 'facility-strip rtl' : 'facility-strip'}>
      <ul className="container facility-strip__list">
        {BOXES.map(({ id, Icon, directed }) => (
          <li key={id} className="facility-strip__box">
            <span
              className={directed ? 'facility-strip__icon is-directed' : 'facility-strip__icon'}
            >
              <Icon size={28} />
            </span>
            <span className="facility-strip__text">{labels[id]}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
