// Starting the plan wizard over (doc 1 §2 Home "Build my meal plan" / "Renew meal plan", and the dashboard's
// 'Build your menu'): plan params at step 1 with the build type, the meal plan cleared, then /menu opens.
import { useState } from 'react';
import { useNavigate } from '@mealplan/shared/router';
import { sessionStore } from '@mealplan/shared/session';

export type WizardStart = 'new' | 'renew';

/** Returns the action that restarts the signed-in customer's wizard on this device and opens /menu, and whether it runs. */
export function useStartWizard(): { start: (kind: WizardStart) => Promise<void>; starting: boolean } {
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  const start = async (kind: WizardStart) => {
    if (starting || sessionStore.user_id === null) return;
    setStarting(true);
    try {
      // Loaded on the click: the wizard's storage brings the order schemas, which the calling page does not need.
      const { restartWizard } = await import('@mealplan/shared/wizard');
      await restartWizard(sessionStore.user_id, kind);
    } catch (error) {
      // The device may refuse IndexedDB (private windows): the wizard then starts from what the server keeps.
      console.warn('The wizard could not be reset on this device', error);
    } finally {
      setStarting(false);
    }
    void navigate('/menu');
  };
  return { start, starting };
}
