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

/** Per emirate: [English, Arabic] area names. */
const AREA_NAMES: Record<number, [string, string][]> = {
  1: [
    ['Dubai Marina', 'دبي مارينا'],
    ['Jumeirah Lake Towers', 'أبراج بحيرات جميرا'],
    ['Downtown Dubai', 'وسط مدينة دبي'],
    ['Business Bay', 'الخليج التجاري'],
    ['Jumeirah', 'جميرا'],
    ['Al Barsha', 'البرشاء'],
    ['Palm Jumeirah', 'نخلة جميرا'],
    ['Arabian Ranches', 'المرابع العربية'],
    ['Dubai Hills Estate', 'دبي هيلز استيت'],
    ['Jumeirah Village Circle', 'قرية جميرا الدائرية'],
    ['Al Quoz', 'القوز'],
    ['Deira', 'ديرة'],
    ['Bur Dubai', 'بر دبي'],
    ['Mirdif', 'مردف'],
    ['Dubai Silicon Oasis', 'واحة دبي للسيليكون'],
    ['Motor City', 'موتور سيتي'],
    ['Umm Suqeim', 'أم سقيم'],
    ['DIFC', 'مركز دبي المالي العالمي'],
    ['Al Safa', 'الصفا'],
    ['The Greens', 'ذا جرينز'],
  ],
  2: [
    ['Al Reem Island', 'جزيرة الريم'],
    ['Khalifa City', 'مدينة خليفة'],
    ['Al Raha Beach', 'شاطئ الراحة'],
    ['Saadiyat Island', 'جزيرة السعديات'],
    ['Yas Island', 'جزيرة ياس'],
    ['Al Khalidiyah', 'الخالدية'],
    ['Corniche', 'الكورنيش'],
    ['Mohammed Bin Zayed City', 'مدينة محمد بن زايد'],
  ],
  3: [
    ['Al Majaz', 'المجاز'],
    ['Al Nahda', 'النهدة'],
    ['Al Khan', 'الخان'],
    ['Muwaileh', 'مويلح'],
    ['Aljada', 'الجادة'],
    ['Al Taawun', 'التعاون'],
  ],
  4: [
    ['Al Nuaimiya', 'النعيمية'],
    ['Al Rashidiya', 'الراشدية'],
    ['Al Jurf', 'الجرف'],
    ['Emirates City', 'مدينة الإمارات'],
  ],
  5: [
    ['Al Salamah', 'السلمة'],
    ['Al Raas', 'الراس'],
    ['Al Ramlah', 'الرملة'],
  ],
  6: [
    ['Al Hamra Village', 'قرية الحمراء'],
    ['Al Nakheel', 'النخيل'],
    ['Mina Al Arab', 'ميناء العرب'],
    ['Al Dhait', 'الظيت'],
  ],
  7: [
    ['Al Faseel', 'الفصيل'],
    ['Dibba', 'دبا'],
    ['Merashid', 'مريشيد'],
    ['Al Gurfa', 'الغرفة'],
  ],
};

export const areas: { id: number; emirateId: number; name: string; nameAr: string }[] = Object.entries(AREA_NAMES).flatMap(([emirateId, names]) =>
  names.map(([name, nameAr], index) => ({ id: Number(emirateId) * 100 + index + 1, emirateId: Number(emirateId), name, nameAr })),
);

/** A delivery window's shown name in Arabic: the same times with ص (AM) and م (PM). */
const arabicWindow = (display: string) => display.replace(/ AM/g, ' ص').replace(/ PM/g, ' م');

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

export const deliverySlots: { id: number; emirateId: number; name: string; displayName: string; displayNameAr: string }[] = Object.entries(
  WINDOWS_BY_EMIRATE,
).flatMap(([emirateId, windows]) =>
  windows.map(([name, displayName], index) => ({
    id: Number(emirateId) * 10 + index + 1,
    emirateId: Number(emirateId),
    name,
    displayName,
    displayNameAr: arabicWindow(displayName),
  })),
);
