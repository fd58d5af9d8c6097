// What the customer's orders delivered, for the other modules: the next delivery's dishes and the dishes delivered per
// day (the /progress page: side panel and "fill in from my plan"; paid plans, no skipped or paused day), and the
// dishes delivered before a day (dish rating; paid orders).
export { deliveredDishes, dishesDeliveredBefore, nextDelivery, wasDishDeliveredBefore, type DeliveredDish } from '../store/orders-table';
