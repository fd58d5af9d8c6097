import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@mealplan/shared/session';
import { modalStore } from '@mealplan/shared/ui';
import { ActionTiles, type ActionTile } from '../../components/ActionTiles';
import { ContactList } from '../../components/ContactList';
import { buildButton, planButtonsEnabled } from './homeButtons';
import { PlanRequestForm } from './PlanRequestForm';
import { RenewRequestForm } from './RenewRequestForm';

/** The four large buttons of the home page (spec 1 §2 Home). */
export const HomeActions = observer(function HomeActions() {
  const navigate = useNavigate();
  const build = buildButton(sessionStore);
  const planEnabled = planButtonsEnabled(sessionStore);
  const openBuild = () =>
    build.action === 'renewRequest'
      ? modalStore.set({ headline: 'Renew meal plan', content: <RenewRequestForm /> })
      : modalStore.set({ headline: 'Build my meal plan', content: <PlanRequestForm /> });

  const tiles: ActionTile[] = [
    { label: build.label, hint: 'Tell us your goals, we plan every meal', icon: 'bowl', onClick: build.action ? openBuild : null },
    {
      label: 'Contact team',
      hint: 'Talk to our nutrition team',
      icon: 'phone',
      onClick: () => modalStore.set({ headline: 'Contact team', content: <ContactList /> }),
    },
    { label: 'View / Modify my menu', hint: 'Swap dishes in your plan', icon: 'menu', onClick: planEnabled ? () => navigate('/modify') : null },
    { label: 'Change delivery address', hint: 'Home, work or anywhere in the city', icon: 'pin', onClick: planEnabled ? () => navigate('/modify/address') : null },
  ];

  return <ActionTiles tiles={tiles} />;
});
