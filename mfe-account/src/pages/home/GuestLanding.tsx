import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { formatAedAmount } from '@mealplan/shared/units';
import { Button, Card, DishCard, LinkButton, modalStore } from '@mealplan/shared/ui';
import { ContactList } from '../../components/ContactList';
import { Icon } from '../../components/Icon';
import { HomeActions } from './HomeActions';
import { PlanRequestForm } from './PlanRequestForm';
import { planHighlights } from './planHighlights';
import { useLandingCatalog } from './useCatalog';

const STEPS = [
  { title: 'Choose your diet', text: 'Balanced, low-carb, vegetarian and more, designed by our nutritionists.' },
  { title: 'Pick your days', text: 'From a 5-day trial to two months, with the meals you want each day.' },
  { title: 'Choose your dishes', text: 'Swap any dish on any day from a rotating chef-made menu.' },
  { title: 'We deliver daily', text: 'Fresh meals at your door in your chosen time slot, every delivery day.' },
];
const FEATURED_DISHES = 4;
const PROMISES = [
  'Menus designed by nutritionists',
  'Calories and macros on every dish',
  'Swap dishes, pause or skip days',
  'Fresh delivery in your time slot',
];

/** Home for visitors who are not signed in: what MealPlan is and how to start. */
export const GuestLanding = observer(function GuestLanding() {
  const { diets, plans, prices, dishes } = useLandingCatalog();
  const highlights = planHighlights(plans, prices, diets);
  const featured = dishes.filter((dish) => dish.preview || dish.image).slice(0, FEATURED_DISHES);
  const openRequest = () => modalStore.set({ headline: 'Build my meal plan', content: <PlanRequestForm /> });

  return (
    <main className="landing">
      <section className="landing__hero">
        <div className="landing__hero-text">
          <p className="landing__eyebrow">Diet meal plans · delivered fresh every day</p>
          <h1 className="landing__title">Eat well without thinking about it</h1>
          <p className="landing__lead">
            Chef-cooked meals planned by nutritionists around your goals, delivered to your door across the city.
          </p>
          <div className="landing__cta">
            <Button size="lg" onClick={openRequest}>Build my meal plan</Button>
            <LinkButton to="/sign-in" size="lg" variant="secondary">Sign In</LinkButton>
          </div>
          <p className="landing__signup">New here? <Link to="/sign-up">Create an account</Link> in a minute.</p>
        </div>
        <ul className="landing__promises">
          {PROMISES.map((promise) => (
            <li key={promise}>
              <span className="landing__promise-icon"><Icon name="check" size={20} /></span>
              {promise}
            </li>
          ))}
        </ul>
      </section>

      <section className="landing__section" aria-labelledby="start-title">
        <h2 id="start-title">Get started</h2>
        <HomeActions />
      </section>

      <section className="landing__section" aria-labelledby="how-title">
        <h2 id="how-title">How it works</h2>
        <ol className="landing__steps">
          {STEPS.map((step, index) => (
            <li key={step.title} className="landing__step">
              <span className="landing__step-number">{index + 1}</span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      {diets.length > 0 && (
        <section className="landing__section" aria-labelledby="diets-title">
          <h2 id="diets-title">Diets for every goal</h2>
          <ul className="landing__diets">
            {diets.map((diet) => (
              <li key={diet.id} className="landing__diet">{diet.name}</li>
            ))}
          </ul>
        </section>
      )}

      {featured.length > 0 && (
        <section className="landing__section" aria-labelledby="menu-title">
          <h2 id="menu-title">From our menu</h2>
          <div className="landing__dishes">
            {featured.map((dish) => <DishCard key={dish.id} dish={dish} />)}
          </div>
        </section>
      )}

      {highlights.length > 0 && (
        <section className="landing__section" aria-labelledby="plans-title">
          <h2 id="plans-title">Plans</h2>
          <ul className="landing__plans">
            {highlights.map((plan) => (
              <li key={plan.id} className="landing__plan">
                <h3>{plan.title}</h3>
                <p className="landing__plan-days">{plan.days} delivery days</p>
                <p className="landing__plan-price">
                  from <strong>AED {formatAedAmount(plan.fromFilsPerDay)}</strong> a day
                </p>
                <Button variant="secondary" block onClick={openRequest}>Choose this plan</Button>
              </li>
            ))}
          </ul>
        </section>
      )}

      <section className="landing__section landing__contact" aria-labelledby="contact-title">
        <h2 id="contact-title">Talk to us</h2>
        <Card className="landing__contact-card">
          <ContactList showHours />
        </Card>
      </section>
    </main>
  );
});
