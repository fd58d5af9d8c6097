// The seven emirates, delivery areas in each, and the delivery time windows per emirate.
export const DUBAI_EMIRATE_ID = 1;

export const emirates: { id: number; name: string; nameAr: string }[] = [
  { id: 1, name: 'Dubai', nameAr: 'دبي' },
  { id: 2, name: 'Abu Dhabi', nameAr: 'أبوظبي' },
  { id: 3, name: 'Sharjah', nameAr: 'الشارقة' },
  { id: 4, name: 'Ajman', nameAr: 'عجمان' },
  { id: 5, name: 'Umm Al Quwain', nameAr: 'أم القيوين' },
  { id: 6, name: 'Ras Al Khaimah', nameAr: 'رأس الخيمة' },
  { id: 7, name: 'Fujairah', nameAr: 'الفجيرة' },
];

const AREA_NAMES: Record<number, string[]> = {
  1: [
    'Dubai Marina',
    'Jumeirah Lake Towers',
    'Downtown Dubai',
    'Business Bay',
    'Jumeirah',
    'Al Barsha',
    'Palm Jumeirah',
    'Arabian Ranches',
    'Dubai Hills Estate',
    'Jumeirah Village Circle',
    'Al Quoz',
    'Deira',
    'Bur Dubai',
    'Mirdif',
    'Dubai Silicon Oasis',
    'Motor City',
    'Umm Suqeim',
    'DIFC',
    'Al Safa',
    'The Greens',
  ],
  2: ['Al Reem Island', 'Khalifa City', 'Al Raha Beach', 'Saadiyat Island', 'Yas Island', 'Al Khalidiyah', 'Corniche', 'Mohammed Bin Zayed City'],
  3: ['Al Majaz', 'Al Nahda', 'Al Khan', 'Muwaileh', 'Aljada', 'Al Taawun'],
  4: ['Al Nuaimiya', 'Al Rashidiya', 'Al Jurf', 'Emirates City'],
  5: ['Al Salamah', 'Al Raas', 'Al Ramlah'],
  6: ['Al Hamra Village', 'Al Nakheel', 'Mina Al Arab', 'Al Dhait'],
  7: ['Al Faseel', 'Dibba', 'Merashid', 'Al Gurfa'],
};

export const areas: { id: number; emirateId: number; name: string }[] = Object.entries(AREA_NAMES).flatMap(([emirateId, names]) =>
  names.map((name, index) => ({ id: Number(emirateId) * 100 + index + 1, emirateId: Number(emirateId), name })),
);

const WINDOWS_BY_EMIRATE: Record<number, [name: string, display: string][]> = {
  1: [
    ['early', '5:00 AM - 8:00 AM'],
    ['morning', '8:00 AM - 11:00 AM'],
    ['evening', '6:00 PM - 9:00 PM'],
    ['night', '9:00 PM - 11:00 PM'],
  ],
  2: [
    ['early', '5:00 AM - 8:00 AM'],
    ['evening', '6:00 PM - 9:00 PM'],
  ],
  3: [
    ['early', '5:30 AM - 8:30 AM'],
    ['evening', '6:00 PM - 9:00 PM'],
  ],
  4: [['early', '6:00 AM - 9:00 AM']],
  5: [['early', '6:00 AM - 9:00 AM']],
  6: [['early', '6:30 AM - 9:30 AM']],
  7: [['early', '6:30 AM - 9:30 AM']],
};

export const deliverySlots: { id: number; emirateId: number; name: string; displayName: string }[] = Object.entries(WINDOWS_BY_EMIRATE).flatMap(
  ([emirateId, windows]) =>
    windows.map(([name, displayName], index) => ({ id: Number(emirateId) * 10 + index + 1, emirateId: Number(emirateId), name, displayName })),
);
