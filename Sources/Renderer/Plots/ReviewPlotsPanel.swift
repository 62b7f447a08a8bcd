import Foundation

/// The review page's plots panel: each chart of the run (``ReviewRecord/plots``) as inline SVG
/// (``PlotMarkup``), with a cursor line at the frame shown and a click on a chart showing the
/// frame nearest to the time clicked.
///
/// The charts and their card take the colours of the run's appearance (``PlotPalette``), as
/// the chart files do.
///
/// It fills the page's slot for plots, `<section id="plots">` (``ReviewPage``), which stays
/// empty (and hidden) without charts. Self-contained: its style and script are the constants
/// below, written inside the section. The panel talks to the page only through the page's two
/// hooks: it follows the frame shown through the `reviewframe` event (`detail.time`, seconds)
/// and seeks by sending `reviewseek` with the position of the nearest drawn frame (read from
/// the page's data block when the chart is clicked).
public enum ReviewPlotsPanel {
  /// The page's slot, filled: `<section id="plots">` with the charts, their links, style and
  /// script; the empty section without charts.
  public static func html(for record: ReviewRecord) -> String {
    guard !record.plots.isEmpty else {
      return "<section id=\"plots\" aria-label=\"Plots\"></section>\n"
    }
    var html = "<section id=\"plots\" aria-label=\"Plots\">\n<style>\(style)</style>\n"
    html += "<h2>Plots</h2>\n"
    for (index, plot) in record.plots.enumerated() {
      html +=
        record.appearance == .dark
        ? "<figure class=\"plot-figure dark\">" : "<figure class=\"plot-figure\">"
      html += PlotMarkup.svg(plot, id: "plot-\(index + 1)", appearance: record.appearance)
      if index < record.plotFiles.count {
        let file = TextEscaping.html(TextEscaping.urlPath(record.plotFiles[index]))
        html += "<figcaption><a href=\"\(file)\">\(file)</a></figcaption>"
      }
      html += "</figure>\n"
    }
    return html + "<script>\(script)</script>\n</section>\n"
  }

  static let style = """

    #plots h2 { margin: 8px 0; }
    .plot-figure { margin: 0 16px 16px 0; display: inline-block; vertical-align: top; background: #fff; border-radius: 10px; padding: 8px; }
    .plot-figure.dark { background: #1c1c1e; box-shadow: 0 0 0 1px #38383a; }
    .plot-figure svg { display: block; max-width: 100%; height: auto; cursor: crosshair; font-family: "DejaVu Sans", system-ui, sans-serif; }
    .plot-figure figcaption { font-size: 12px; color: var(--muted); margin-top: 4px; }
    .plot-figure a { color: var(--accent); }

    """

  /// Runs where it stands, after the charts and before the page's script, so it hears the
  /// page's first `reviewframe`.
  static let script = """

    (function () {
      "use strict";
      var charts = Array.prototype.slice.call(document.querySelectorAll("svg.plot"));
      function axis(chart) {
        return { left: Number(chart.getAttribute("data-left")), right: Number(chart.getAttribute("data-right")),
          start: Number(chart.getAttribute("data-start")), end: Number(chart.getAttribute("data-end")) };
      }
      function xOf(chart, time) {
        var a = axis(chart);
        return a.left + (time - a.start) / (a.end - a.start) * (a.right - a.left);
      }
      function timeAt(chart, x) {
        var a = axis(chart);
        return a.start + (x - a.left) / (a.right - a.left) * (a.end - a.start);
      }
      document.addEventListener("reviewframe", function (event) {
        if (!event.detail || typeof event.detail.time !== "number") return;
        charts.forEach(function (chart) {
          var cursor = chart.querySelector(".plot-cursor");
          var x = xOf(chart, event.detail.time).toFixed(2);
          cursor.setAttribute("x1", x);
          cursor.setAttribute("x2", x);
        });
      });
      charts.forEach(function (chart) {
        chart.addEventListener("click", function (event) {
          var block = document.getElementById("review-data");
          var frames = block ? JSON.parse(block.textContent).frames : [];
          if (!frames.length) return;
          var point = chart.createSVGPoint();
          point.x = event.clientX;
          point.y = event.clientY;
          var time = timeAt(chart, point.matrixTransform(chart.getScreenCTM().inverse()).x);
          var best = 0;
          for (var i = 1; i < frames.length; i++) {
            if (Math.abs(frames[i].time - time) < Math.abs(frames[best].time - time)) best = i;
          }
          document.dispatchEvent(new CustomEvent("reviewseek", { detail: { position: best } }));
        });
      });
    })();

    """
}
