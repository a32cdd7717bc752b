#include "viewexport.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QSvgGenerator>

namespace parallax::ui {

namespace {
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(parallax::ui::ViewExport)
};
} // namespace

QString exportView(
    const QString &path, QSize size, const QString &title, const std::function<void(QPainter &, const QRectF &)> &paint)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const QRectF bounds(QPointF(0, 0), QSizeF(size));
    if (size.width() < 100 || size.height() < 100 || size.width() > 20000 || size.height() > 20000)
        return Tr::tr("The size must be between 100 and 20000 pixels each way.");
    if (suffix == u"svg") {
        QSvgGenerator svg;
        svg.setFileName(path);
        svg.setSize(size);
        svg.setViewBox(bounds);
        svg.setTitle(title);
        QPainter p;
        if (!p.begin(&svg))
            return Tr::tr("Cannot write %1.").arg(path);
        paint(p, bounds);
        return p.end() ? QString() : Tr::tr("Cannot write %1.").arg(path);
    }
    if (suffix == u"pdf") {
        QPdfWriter pdf(path);
        pdf.setTitle(title);
        pdf.setResolution(96);
        pdf.setPageSize(QPageSize(QSizeF(size) * 72.0 / 96.0, QPageSize::Point));
        pdf.setPageMargins(QMarginsF(0, 0, 0, 0));
        QPainter p;
        if (!p.begin(&pdf))
            return Tr::tr("Cannot write %1.").arg(path);
        paint(p, bounds);
        return p.end() ? QString() : Tr::tr("Cannot write %1.").arg(path);
    }
    if (suffix == u"png" || suffix.isEmpty()) {
        QImage img(size, QImage::Format_ARGB32_Premultiplied);
        img.fill(Qt::white);
        {
            QPainter p(&img);
            paint(p, bounds);
        }
        return img.save(path, "PNG") ? QString() : Tr::tr("Cannot write %1.").arg(path);
    }
    return Tr::tr("Unknown format \"%1\": use .png, .svg or .pdf.").arg(suffix);
}

} // namespace parallax::ui
