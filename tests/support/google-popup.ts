/**
 * Google sign-in through the Auth emulator, offline. The Firebase SDK and the emulator's helper
 * iframe load https://apis.google.com/js/api.js (gapi) to talk to each other; this stand-in answers
 * that URL with the small part of gapi they use (gapi.load and gapi.iframes over postMessage),
 * for the page and the iframe alike. The popup itself is the emulator's own page.
 */
import type { BrowserContext, Page } from "playwright-core";

const GAPI_STUB = String.raw`(function () {
  var KEY = "__gapiStub";
  var seq = 0;
  var channels = [];

  function makeChannel(getTarget) {
    var handlers = {}, queued = {}, pending = {}, readyWaiters = [], ready = false;
    var channel = {
      target: getTarget,
      handle: function (msg, source) {
        if (msg.kind === "ready") {
          ready = true;
          readyWaiters.splice(0).forEach(function (fn) { fn(); });
        } else if (msg.kind === "send") {
          if (handlers[msg.type]) answer(msg, source);
          else (queued[msg.type] = queued[msg.type] || []).push([msg, source]);
        } else if (msg.kind === "reply" && pending[msg.id]) {
          var cb = pending[msg.id];
          delete pending[msg.id];
          // Like gapi, swallow what a callback throws (the Auth SDK throws after answering).
          try { cb(msg.responses); } catch (_) {}
        }
      },
      register: function (type, handler) {
        handlers[type] = handler;
        (queued[type] || []).forEach(function (entry) { answer(entry[0], entry[1]); });
        delete queued[type];
      },
      send: function (type, data, callback) {
        var id = "m" + ++seq + Math.random();
        if (callback) pending[id] = callback;
        var target = getTarget();
        var msg = { kind: "send", type: type, data: data, id: id };
        msg[KEY] = true;
        if (target) target.postMessage(msg, "*");
      },
      whenReady: function () {
        return new Promise(function (resolve) { if (ready) resolve(); else readyWaiters.push(resolve); });
      },
    };
    function answer(msg, source) {
      Promise.resolve(handlers[msg.type](msg.data)).then(function (result) {
        var reply = { kind: "reply", id: msg.id, responses: [result] };
        reply[KEY] = true;
        source.postMessage(reply, "*");
      });
    }
    channels.push(channel);
    return channel;
  }

  window.addEventListener("message", function (event) {
    var msg = event.data;
    if (!msg || typeof msg !== "object" || !msg[KEY]) return;
    channels.forEach(function (channel) {
      if (channel.target() === event.source) channel.handle(msg, event.source);
    });
  });

  var parentChannel = null;
  window.gapi = window.gapi || {};
  window.gapi.load = function (_name, options) {
    var callback = typeof options === "function" ? options : options && options.callback;
    setTimeout(function () { if (callback) callback(); }, 0);
  };
  window.gapi.iframes = {
    CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; },
    Iframe: function () {},
    getContext: function () {
      return {
        open: function (options, callback) {
          var el = document.createElement("iframe");
          var attributes = options.attributes || {};
          Object.keys(attributes).forEach(function (name) {
            if (name === "style") Object.assign(el.style, attributes.style);
            else el.setAttribute(name, attributes[name]);
          });
          el.src = options.url;
          (options.where || document.body).appendChild(el);
          var channel = makeChannel(function () { return el.contentWindow; });
          var iframe = {
            register: channel.register,
            send: channel.send,
            restyle: function () { return Promise.resolve([]); },
            ping: function (callback) {
              return channel.whenReady().then(function () { if (callback) callback(); return []; });
            },
          };
          return Promise.resolve(callback ? callback(iframe) : iframe);
        },
        getParentIframe: function () {
          if (!parentChannel) {
            parentChannel = makeChannel(function () { return window.parent; });
            var hello = { kind: "ready" };
            hello[KEY] = true;
            window.parent.postMessage(hello, "*");
          }
          return { register: parentChannel.register, send: parentChannel.send };
        },
      };
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get("onload") : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === "function") window[onload]();
    if (typeof window.gapi_onload === "function") window.gapi_onload();
  }, 0);
})();`;

/** Answers gapi's URL with the stand-in, for every page, iframe and popup of the context. */
export async function installGoogleStub(context: BrowserContext): Promise<void> {
  await context.route("https://apis.google.com/**", (route) =>
    route.fulfill({ status: 200, contentType: "text/javascript", body: GAPI_STUB }),
  );
}

/**
 * Clicks the page's Google button and completes the Auth emulator's popup with a new,
 * auto-generated account.
 */
export async function completeGooglePopup(page: Page, button: () => Promise<void>): Promise<void> {
  const popupPromise = page.context().waitForEvent("page");
  await button();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  await popup.locator("#add-account-button").click();
  await popup.locator("#autogen-button").click();
  await popup.locator("#sign-in").click();
}
