#pragma once

#include <QSize>
#include <QString>

#include <functional>
#include <optional>

class QPainter;
class QRectF;
class QWidget;

namespace parallax::ui {

// What an export asks for: the size in pixels, a title printed above the
// view, and whether a legend goes under it.
struct ExportOptions
{
    QSize size;
    QString title;
    bool legend = true;
};

// The sizes offered: the view as on screen, twice that, A4 and A3
// landscape at 300 dpi.
struct ExportPreset
{
    QString name;
    QSize size;
};
QList<ExportPreset> exportPresets(QSize screen);

// Asks in one dialog, starting from the last choice (remembered in
// QSettings under `settingsKey`); nothing when cancelled.
std::optional<ExportOptions> askExportOptions(
    QWidget *parent, const QString &caption, QSize screen, const QString &defaultTitle, const QString &settingsKey);

// Paints a view to fill `bounds` with a title band above and, if asked, a
// legend band below (drawn by `legend`). Large outputs are drawn at a
// readable scale: text grows with the page instead of shrinking to specks.
void paintFramed(QPainter &p, const QRectF &bounds, const ExportOptions &options,
    const std::function<void(QPainter &, const QRectF &)> &view,
    const std::function<void(QPainter &, const QRectF &)> &legend);

} // namespace parallax::ui
