/*
 * The inbox's only script (docs/decisions/owner-inbox.md): keeps "12 min ago" current and,
 * on the first page of the inbox, asks every 20 seconds for leads newer than the newest
 * shown and puts them on top. The rows arrive as HTML the server escaped. A file of its
 * own, so the Content-Security-Policy needs no inline script.
 */
/* global document, window */
(function () {
  'use strict';

  function age(iso) {
    var minutes = Math.max(0, Math.floor((Date.now() - Date.parse(iso)) / 60000));
    if (minutes < 1) return 'just now';
    if (minutes < 60) return minutes + ' min ago';
    var hours = Math.floor(minutes / 60);
    if (hours < 24) return hours + ' h ago';
    return Math.floor(hours / 24) + ' d ago';
  }

  function refreshAges() {
    var times = document.querySelectorAll('time[data-time]');
    for (var i = 0; i < times.length; i += 1) {
      times[i].textContent = age(times[i].getAttribute('data-time'));
    }
  }

  function localTimes() {
    var times = document.querySelectorAll('time[data-local]');
    for (var i = 0; i < times.length; i += 1) {
      var date = new Date(times[i].getAttribute('data-local'));
      if (!isNaN(date.getTime())) times[i].title = date.toLocaleString();
    }
  }

  function startPolling(list) {
    var url = list.getAttribute('data-poll');
    var interval = Number(list.getAttribute('data-poll-interval')) || 20000;
    var notice = document.getElementById('new-leads');
    var added = 0;
    var busy = false;

    function poll() {
      if (busy || document.hidden) return;
      var newest = list.getAttribute('data-newest') || new Date(0).toISOString();
      busy = true;
      fetch(url + '?after=' + encodeURIComponent(newest), {
        credentials: 'same-origin',
        headers: { accept: 'application/json' },
      })
        .then(function (response) {
          if (response.status === 401) {
            window.location.reload();
            return null;
          }
          return response.ok ? response.json() : null;
        })
        .then(function (data) {
          if (!data || !data.count) return;
          list.insertAdjacentHTML('afterbegin', data.html);
          list.setAttribute('data-newest', data.newest);
          var empty = document.getElementById('empty-list');
          if (empty) empty.hidden = true;
          var rows = list.querySelectorAll('.lead-row');
          for (var i = 0; i < data.count && i < rows.length; i += 1) rows[i].classList.add('fresh');
          added += data.count;
          if (notice) {
            notice.textContent = added + (added === 1 ? ' new lead' : ' new leads') + ' arrived.';
            notice.hidden = false;
          }
          refreshAges();
        })
        .catch(function () {
          /* Offline for a moment: the next poll tries again. */
        })
        .then(function () {
          busy = false;
        });
    }

    setInterval(poll, interval);
    document.addEventListener('visibilitychange', function () {
      if (!document.hidden) poll();
    });
  }

  document.addEventListener('DOMContentLoaded', function () {
    localTimes();
    setInterval(refreshAges, 60000);
    var list = document.getElementById('lead-list');
    if (list && list.getAttribute('data-poll')) startPolling(list);
  });
})();
