// Nutrition-support content: blog categories and articles, and forum categories.
import { parseIsoDate } from '@mealplan/shared/time';
import { dishImagePath } from './dishes';

export const blogCategories = [
  { id: 1, name: 'Nutrition Basics' },
  { id: 2, name: 'Weight Management' },
  { id: 3, name: 'Fitness & Recovery' },
  { id: 4, name: 'Healthy Living in the UAE' },
];

export const forumCategories = [
  { id: 1, name: 'General Discussion' },
  { id: 2, name: 'Recipes & Dishes' },
  { id: 3, name: 'Weight Loss Journeys' },
  { id: 4, name: 'Fitness & Training' },
  { id: 5, name: 'Medical Diets' },
];

export interface BlogPostSeed {
  id: number;
  categoryId: number;
  title: string;
  description: string;
  body: string;
  image: string;
  tags: string[];
  createdAt: number;
}

type PostRow = Omit<BlogPostSeed, 'createdAt' | 'image'> & { date: string; imageDishId: number };

const rows: PostRow[] = [
  {
    id: 1,
    categoryId: 1,
    date: '2026-09-02',
    imageDishId: 3001,
    tags: ['protein', 'basics'],
    title: 'How Much Protein Do You Really Need?',
    description: 'A simple way to work out your daily protein target, and how to spread it across your meals.',
    body: `<p>Protein keeps you full, protects muscle while you lose weight and helps you recover after training. Most healthy adults need about <strong>1.2 to 1.6 g per kilogram</strong> of body weight a day; people who train hard may need up to 2 g.</p>
<h3>Spread it out</h3>
<p>Your body uses protein best in portions of 20 to 40 g. That is why every main meal in our High Protein plan carries at least 20 g, and snacks add another 8 to 15 g.</p>
<h3>Good sources</h3>
<ul><li>Chicken, turkey, fish and lean beef</li><li>Eggs and Greek yogurt</li><li>Lentils, chickpeas, tofu and edamame</li></ul>
<p>Not sure what your number is? Book a consultation with one of our nutritionists.</p>`,
  },
  {
    id: 2,
    categoryId: 2,
    date: '2026-09-16',
    imageDishId: 3030,
    tags: ['weight loss', 'habits'],
    title: 'Five Habits That Make Weight Loss Stick',
    description: 'Crash diets fail. These five small habits are what our most successful customers have in common.',
    body: `<p>After years of helping customers in Dubai reach their goals, our nutritionists see the same habits again and again.</p>
<ol><li><strong>Eat breakfast with protein.</strong> It curbs cravings later in the day.</li><li><strong>Plan your snacks.</strong> A planned snack beats a vending machine.</li><li><strong>Drink water before every meal.</strong> In the UAE heat, thirst often feels like hunger.</li><li><strong>Sleep seven hours.</strong> Short sleep raises the hunger hormone ghrelin.</li><li><strong>Track weekly, not daily.</strong> Weight swings by a kilo from day to day; trends matter.</li></ol>
<p>Use the <em>My progress</em> page to log your weight once a week and watch the trend.</p>`,
  },
  {
    id: 3,
    categoryId: 4,
    date: '2026-10-01',
    imageDishId: 2016,
    tags: ['hydration', 'summer'],
    title: 'Staying Hydrated in the UAE Summer',
    description: 'When it is 45 °C outside, two litres may not be enough. Here is how to keep up.',
    body: `<p>In a Gulf summer you can lose more than a litre of sweat an hour outdoors. Mild dehydration already lowers concentration and makes you feel hungry.</p>
<h3>Practical tips</h3>
<ul><li>Keep a 1-litre bottle on your desk and refill it twice before lunch.</li><li>Eat water-rich foods: cucumber, tomato, watermelon and leafy salads.</li><li>Add a pinch of salt or a slice of lemon after exercise to replace electrolytes.</li><li>Limit sugary juices; our cold-pressed green juice has no added sugar.</li></ul>`,
  },
  {
    id: 4,
    categoryId: 3,
    date: '2026-10-14',
    imageDishId: 2007,
    tags: ['recovery', 'training'],
    title: 'What to Eat After a Workout',
    description: 'The recovery window is real, but it is wider than you think. Here is what matters.',
    body: `<p>After training your muscles need protein to repair and carbohydrates to refill their glycogen stores. Aim for <strong>20 to 30 g of protein</strong> and some carbohydrate within two hours.</p>
<p>Good choices: a berry protein smoothie, Greek yogurt with honey, or a chicken and quinoa bowl. If you train in the evening, our Evening Snack can be timed as your recovery meal.</p>`,
  },
  {
    id: 5,
    categoryId: 1,
    date: '2026-10-28',
    imageDishId: 3008,
    tags: ['carbs', 'keto', 'low carb'],
    title: 'Low Carb or Keto: Which One Is Right for You?',
    description: 'Both cut carbohydrates, but by very different amounts. We compare them side by side.',
    body: `<p>A <strong>low-carb</strong> diet usually keeps carbohydrates between 50 and 130 g a day. A <strong>keto</strong> diet goes below 50 g, often 20 to 30 g, so that the body switches to burning fat for fuel.</p>
<table><tr><th></th><th>Low Carb</th><th>Keto</th></tr><tr><td>Carbs per day</td><td>50-130 g</td><td>under 50 g</td></tr><tr><td>Fruit</td><td>Berries, apples</td><td>Small portions of berries</td></tr><tr><td>Best for</td><td>Steady weight loss</td><td>Fast results, strict routine</td></tr></table>
<p>If you have diabetes or take medication, talk to your doctor before starting keto.</p>`,
  },
  {
    id: 6,
    categoryId: 4,
    date: '2026-11-06',
    imageDishId: 3002,
    tags: ['emirati food', 'culture'],
    title: 'Lighter Takes on Emirati Classics',
    description: 'Machboos, balaleet and harees can fit a healthy plan. Our chefs explain how.',
    body: `<p>Traditional Emirati dishes are built on good ingredients: rice, lean meat, lentils and warm spices. Our chefs keep the flavour and trim the rest.</p>
<ul><li><strong>Machboos</strong>: more chicken, a measured portion of basmati and no added ghee.</li><li><strong>Balaleet</strong>: less sugar, with saffron and cardamom doing the work.</li><li><strong>Harees</strong>: slow-cooked with lean chicken and a touch of cinnamon.</li></ul>`,
  },
  {
    id: 7,
    categoryId: 2,
    date: '2026-11-12',
    imageDishId: 4007,
    tags: ['fibre', 'vegetables'],
    title: 'Why Fibre Is Your Best Friend When Dieting',
    description: 'Fibre keeps you full for longer and feeds the good bacteria in your gut.',
    body: `<p>Adults need about 25 to 30 g of fibre a day; most of us eat half that. Vegetables, legumes, whole grains, nuts and seeds are the best sources.</p>
<p>Every lunch and dinner on our plans comes with vegetable sides, and our lentil and chickpea dishes carry 8 to 12 g of fibre each.</p>`,
  },
  {
    id: 8,
    categoryId: 3,
    date: '2026-11-18',
    imageDishId: 1009,
    tags: ['breakfast', 'energy'],
    title: 'Fuel Your Morning Run',
    description: 'Running before work in Dubai? Here is what and when to eat.',
    body: `<p>For runs under an hour, a small snack 30 to 60 minutes before is enough: half a banana, a date or two, or a rice cake with almond butter.</p>
<p>Afterwards, eat a proper breakfast with protein and carbohydrate, such as our protein pancakes or an egg-white omelette with toast.</p>`,
  },
];

export const blogPosts: BlogPostSeed[] = rows.map(({ date, imageDishId, ...post }) => ({
  ...post,
  image: dishImagePath(imageDishId),
  createdAt: parseIsoDate(date) ?? 0,
}));
