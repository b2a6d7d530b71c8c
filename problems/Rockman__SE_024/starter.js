/**
 * @param {number} entryMinute
 * @param {number} exitMinute
 * @param {string} vehicle
 * @param {boolean} hasPass
 * @returns {number}
 */
function parkingFee(entryMinute, exitMinute, vehicle, hasPass) {
  const d = exitMinute - entryMinute;
  if (vehicle === "car") {
    if (d <= 15) {
      return 0;
    }
    let h = Math.floor(d / 60);
    if (d % 60 !== 0) {
      h = h + 1;
    }
    let fee = Math.floor(h / 24) * 2400;
    if ((h % 24) * 300 > 2400) {
      fee = fee + 2400;
    } else {
      fee = fee + (h % 24) * 300;
    }
    const t = entryMinute % 1440;
    if (t >= 1320 || t < 360) {
      if (d <= 600) {
        if (fee > 800) {
          fee = 800;
        }
      }
    }
    if (hasPass) {
      fee = Math.floor(fee / 2);
    }
    return fee;
  } else if (vehicle === "motorcycle") {
    if (d <= 15) {
      return 0;
    }
    if (hasPass) {
      return 0;
    }
    let h = Math.floor(d / 60);
    if (d % 60 !== 0) {
      h = h + 1;
    }
    let fee = Math.floor(h / 24) * 900;
    if ((h % 24) * 120 > 900) {
      fee = fee + 900;
    } else {
      fee = fee + (h % 24) * 120;
    }
    const t = entryMinute % 1440;
    if (t >= 1320 || t < 360) {
      if (d <= 600) {
        if (fee > 400) {
          fee = 400;
        }
      }
    }
    return fee;
  } else if (vehicle === "van") {
    if (d <= 15) {
      return 0;
    }
    let h = Math.floor(d / 60);
    if (d % 60 !== 0) {
      h = h + 1;
    }
    let fee = Math.floor(h / 24) * 3600;
    if ((h % 24) * 450 > 3600) {
      fee = fee + 3600;
    } else {
      fee = fee + (h % 24) * 450;
    }
    const t = entryMinute % 1440;
    if (t >= 1320 || t < 360) {
      if (d <= 600) {
        if (fee > 1200) {
          fee = 1200;
        }
      }
    }
    if (d > 4320) {
      fee = fee + 1500;
    }
    if (hasPass) {
      fee = Math.floor(fee / 2);
    }
    return fee;
  } else {
    return -1;
  }
}
