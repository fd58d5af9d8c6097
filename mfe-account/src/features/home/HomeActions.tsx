import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { useState } from 'react';
import { sessionStore } from '@mealplan/shared/session';
import { modalStore, useText } from '@mealplan/shared/ui';
import { ActionTiles, type ActionTile } from '../../common/ActionTiles';
import { ContactList } from '../../common/ContactList';
import { AccountIntl, type AccountMessageId } from '../../i18n';
import { buildButton, planButtonsEnabled, type BuildButton } from './homeButtons';
import { PlanRequestForm } from './PlanRequestForm';

const BUILD_LABELS: Record<BuildButton['kind'], AccountMessageId> = { build: 'actions.build', renew: 'actions.renew' };

/** The four large buttons of the home page (spec 1 §2 Home). */
export const HomeActions = observer(function HomeActions() {
  const navigate = useNavigate();
  const t = useText<AccountMessageId>();
  const build = buildButton(sessionStore);
  const planEnabled = planButtonsEnabled(sessionStore);
  const [starting, setStarting] = useState(false);
  /** The wizard starts over at step 1 with the build type and no meal plan (doc 1 §2), then /menu opens. */
  const startWizard = async (kind: 'new' | 'renew') => {
    if (starting || sessionStore.user_id === null) return;
    setStarting(true);
    try {
      // Loaded on the click: the wizard's storage brings the order schemas, which the home page does not need to show.
      const { restartWizard } = await import('@mealplan/shared/wizard');
      await restartWizard(sessionStore.user_id, kind);
    } catch (error) {
      console.error('The wizard could not be reset on this device', error);
    } finally {
      setStarting(false);
    }
    navigate('/menu');
  };
  const openBuild = () => {
    if (build.action === 'buildPlan' || build.action === 'renewPlan') {
      void startWizard(build.action === 'renewPlan' ? 'renew' : 'new');
      return;
    }
    modalStore.set({
      headline: t('actions.build'),
      content: (
        <AccountIntl>
          <PlanRequestForm />
        </AccountIntl>
      ),
    });
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

  return <ActionTiles tiles={tiles} />;
});
