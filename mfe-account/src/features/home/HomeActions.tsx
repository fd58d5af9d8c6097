import { observer } from 'mobx-react-lite';
import { useNavigate } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';
import { useStartWizard } from '@mealplan/shared/stores';
import { modalStore, useHydrated, useText } from '@mealplan/shared/ui';
import { ActionTiles, type ActionTile } from '../../common/ActionTiles';
import { ContactList } from '../../common/ContactList';
import { AccountIntl, type AccountMessageId } from '../../i18n';
import { buildButton, planButtonsEnabled, type BuildButton } from './homeButtons';
import { useOpenPlanRequest } from './PlanRequestDialog';

const BUILD_LABELS: Record<BuildButton['kind'], AccountMessageId> = { build: 'actions.build', renew: 'actions.renew' };

/** The four large buttons of the home page (spec 1 §2 Home). */
export const HomeActions = observer(function HomeActions() {
  const navigate = useNavigate();
  const t = useText<AccountMessageId>();
  const build = buildButton(sessionStore);
  const planEnabled = planButtonsEnabled(sessionStore);
  const { start: startWizard } = useStartWizard();
  const openPlanRequest = useOpenPlanRequest();
  const hydrated = useHydrated();
  const openBuild = () => {
    if (build.action === 'buildPlan' || build.action === 'renewPlan') {
      void startWizard(build.action === 'renewPlan' ? 'renew' : 'new');
      return;
    }
    openPlanRequest();
  };

  const tiles: ActionTile[] = [
    { label: t(BUILD_LABELS[build.kind]), hint: t('actions.build.hint'), icon: 'bowl', onClick: build.action ? openBuild : null },
    {
      label: t('actions.contact'),
      hint: t('actions.contact.hint'),
      icon: 'phone',
      onClick: () =>
        modalStore.set({
          headline: t('actions.contact'),
          content: (
            <AccountIntl>
              <ContactList />
            </AccountIntl>
          ),
        }),
    },
    { label: t('actions.menu'), hint: t('actions.menu.hint'), icon: 'menu', onClick: planEnabled ? () => navigate('/modify') : null },
    { label: t('actions.address'), hint: t('actions.address.hint'), icon: 'pin', onClick: planEnabled ? () => navigate('/modify/address') : null },
  ];

  // Prerendered on the guest landing: a tile waits for the script (its loader keeps a tap until the page is hydrated).
  return <ActionTiles tiles={hydrated ? tiles : tiles.map((tile) => ({ ...tile, onClick: null, untilScript: tile.onClick !== null }))} />;
});
