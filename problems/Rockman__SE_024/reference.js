// Per vehicle: [hourly rate, daily cap, night flat fee], all in cents.
const RATES = new Map([
  ["car", [300, 2400, 800]],
  ["motorcycle", [120, 900, 400]],
  ["van", [450, 3600, 1200]],
]);
const GRACE_MINUTES = 15;
const MINUTES_PER_DAY = 1440;
const NIGHT_START = 22 * 60;
const NIGHT_END = 6 * 60;
const NIGHT_MAX_STAY = 600;
const VAN_LONG_STAY = 4320;
const VAN_SURCHARGE = 1500;

/**
 * @param {number} duration
 * @param {number} rate
 * @param {number} cap
 * @returns {number}
 */
function hourlyFee(duration, rate, cap) {
  const hours = Math.ceil(duration / 60);
  return Math.floor(hours / 24) * cap + Math.min((hours % 24) * rate, cap);
}

/**
 * @param {number} entryMinute
 * @returns {boolean}
 */
function nightEntry(entryMinute) {
  const clock = entryMinute % MINUTES_PER_DAY;
  return clock >= NIGHT_START || clock < NIGHT_END;
}

/**
 * @param {number} entryMinute
 * @param {number} duration
 * @param {string} vehicle
 * @returns {number}
 */
function baseFee(entryMinute, duration, vehicle) {
  const [rate, cap, nightFee] = RATES.get(vehicle);
  let fee = hourlyFee(duration, rate, cap);
  if (nightEntry(entryMinute) && duration <= NIGHT_MAX_STAY) {
    fee = Math.min(fee, nightFee);
  }
  if (vehicle === "van" && duration > VAN_LONG_STAY) {
    fee += VAN_SURCHARGE;
  }
  return fee;
}

/**
 * @param {number} fee
 * @param {string} vehicle
 * @returns {number}
 */
function withPass(fee, vehicle) {
  return vehicle === "motorcycle" ? 0 : Math.floor(fee / 2);
}

/**
 * @param {number} entryMinute
 * @param {number} exitMinute
 * @param {string} vehicle
 * @param {boolean} hasPass
 * @returns {number}
 */
function parkingFee(entryMinute, exitMinute, vehicle, hasPass) {
  if (!RATES.has(vehicle)) {
    return -1;
  }
  const duration = exitMinute - entryMinute;
  if (duration <= GRACE_MINUTES) {
    return 0;
  }
  const fee = baseFee(entryMinute, duration, vehicle);
  return hasPass ? withPass(fee, vehicle) : fee;
}
