#pragma once

#include <QSize>
#include <QString>

#include <functional>

class QPainter;
class QRectF;

namespace parallax::ui {

// Renders a view through `paint` into FILE as PNG, SVG or PDF (chosen by the
// file's suffix) at the given pixel size. Returns an error message, or an
// empty string on success.
QString exportView(const QString &path, QSize size, const QString &title,
    const std::function<void(QPainter &, const QRectF &)> &paint);

} // namespace parallax::ui
