/** @jest-environment jsdom */
// The health modals on the kit's Dialog and react-final-form: 'Please enter value' once Save was pressed, values
// clamped to the §5 limits when a field is left, the stored values of the chosen month, and what a save sends.
import type { ReactElement } from 'react';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { kitMessages } from '@mealplan/shared/ui';
import { addDays, dayFromParts, today } from '@mealplan/shared/time';
import { fakeCallClient } from '@mealplan/shared/stores/testing';
import common from '../src/common/i18n/en.json';
import body from '../src/features/body/i18n/en.json';
import progress from '../src/features/progress/i18n/en.json';
import { AnalysisModal } from '../src/features/body/AnalysisModal';
import { BodyStore } from '../src/features/body/bodyStore';
import { MeasurementsModal } from '../src/features/body/MeasurementsModal';
import { EntryModal } from '../src/features/progress/EntryModal';
import { ProgressStore } from '../src/features/progress/progressStore';
import { bodyProfile } from './support/bodyProfile';

const NOW = Date.UTC(2026, 10, 20, 6, 0) / 1000;
const TODAY = today(NOW);
const MISSING = 'Please enter value';

function inEnglish(ui: ReactElement) {
  return render(
    <IntlProvider locale="en" messages={{ ...kitMessages.texts('en'), ...common, ...body, ...progress }}>
      {ui}
    </IntlProvider>,
  );
}

/** The progress calls answered by key (a key not listed answers nothing). */
const fakeClient = (replies: Record<string, unknown>) => fakeCallClient(({ key }) => replies[key]);

describe('EntryModal', () => {
  async function open() {
    const { client, calls } = fakeClient({
      get: {
        progress: { weight: {}, waist: {}, calories: {} },
        registered: addDays(TODAY, -30),
        nextDelivery: null,
        planCalories: {},
        calorieTarget: null,
      },
      'getForDashboard:getWeightStats': { stats: [] },
      set: { progress: { weight: { [TODAY]: 72_500 }, waist: {}, calories: {} } },
    });
    const store = new ProgressStore(client, () => NOW);
    await store.load();
    act(() => store.openEntry());
    inEnglish(<EntryModal store={store} day={TODAY} />);
    return { store, calls };
  }

  it('asks for a value in each field when Save is pressed with none, and only then', async () => {
    const { calls } = await open();
    const dialog = screen.getByRole('dialog', { name: 'Progress tracking' });
    expect(document.activeElement).toBe(screen.getByLabelText('Day'));
    fireEvent.blur(screen.getByLabelText('Weight (kg)'));
    expect(screen.queryByText(MISSING)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MISSING)).toHaveLength(3);
    expect(calls).not.toContainEqual({ channel: 'progress', key: 'set', data: expect.anything() });
    expect(dialog).toBeTruthy();
  });

  it('clamps a value to its limit when the field is left and sends the entry in stored units', async () => {
    const { store, calls } = await open();
    const weight = screen.getByLabelText('Weight (kg)');
    fireEvent.change(weight, { target: { value: '612' } });
    fireEvent.blur(weight);
    expect((weight as HTMLInputElement).value).toBe('500');
    fireEvent.change(weight, { target: { value: '72.46' } });
    fireEvent.blur(weight);
    expect((weight as HTMLInputElement).value).toBe('72.5');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toContainEqual({ channel: 'progress', key: 'set', data: { progress: [{ date: TODAY, weight: 72_500 }] } }));
    await waitFor(() => expect(store.entryDay).toBeNull());
  });
});

describe('the body modals', () => {
  const month = dayFromParts(2026, 11, 1)!;
  const profile = bodyProfile({ weightDate: TODAY, registered: dayFromParts(2026, 10, 5)! });

  async function bodyStore() {
    const { client, calls } = fakeClient({
      getBodyAnalaysis: { SMMHistory: { [month]: 2_500 }, BFMHistory: {}, profile },
      getWeightHistory: { weightHistory: {}, BMIHistory: {} },
      getBodyMeasurements: { bodyMeasurements: {} },
      setBodyAnalaysis: { SMMHistory: { [month]: 2_500 }, BFMHistory: { [month]: 2_100 } },
      setBodyMeasurements: { bodyMeasurements: {} },
    });
    const store = new BodyStore(client, () => NOW);
    await store.load();
    return { store, calls };
  }

  it("BFM & SMM shows the month's stored values, refuses an empty field and saves both in hundredths", async () => {
    const { store, calls } = await bodyStore();
    act(() => store.openAnalysis());
    inEnglish(<AnalysisModal store={store} />);
    expect((screen.getByLabelText('SMM (kg)') as HTMLInputElement).value).toBe('25');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MISSING)).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('BFM (kg)'), { target: { value: '21' } });
    expect(screen.queryByText(MISSING)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(calls).toContainEqual({ channel: 'progress', key: 'setBodyAnalaysis', data: { data: { date: month, SMM: 2_500, BFM: 2_100 } } }),
    );
    await waitFor(() => expect(store.analysisOpen).toBe(false));
  });

  it('Measurements asks for every body measurement, and another month clears the messages', async () => {
    const { store, calls } = await bodyStore();
    act(() => store.openMeasurements());
    inEnglish(<MeasurementsModal store={store} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Body' }));
    expect(screen.getByLabelText('Bust (cm)')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText(MISSING)).toHaveLength(7);
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '1' } });
    expect(screen.queryByText(MISSING)).toBeNull();
    expect(calls).not.toContainEqual({ channel: 'progress', key: 'setBodyMeasurements', data: expect.anything() });
  });

  it('Escape and Cancel close a modal through the store', async () => {
    const { store } = await bodyStore();
    act(() => store.openAnalysis());
    // Rendered on its own here, the modal stays while the store says closed.
    inEnglish(<AnalysisModal store={store} />);
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'BFM & SMM' }), { key: 'Escape' });
    expect(store.analysisOpen).toBe(false);
    act(() => store.openAnalysis());
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(store.analysisOpen).toBe(false);
  });
});
