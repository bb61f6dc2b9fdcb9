// Login (/:lang/login). Placeholder until its issue lands: the frame, breadcrumb and heading only.
import { useLabels } from '../../i18n/use-labels.ts';
import { PageTitle } from '../../components/page-title.tsx';

export default function LoginPage() {
  const t = useLabels('Common');
  return <PageTitle title={t('lbl_cmn_login')} />;
}
